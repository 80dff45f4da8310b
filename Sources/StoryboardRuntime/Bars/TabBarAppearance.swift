import Foundation

/// UIKit's `UITabBarAppearance`.
open class TabBarAppearance: BarAppearance {}
