import Foundation

/// UIKit's `UIToolbarAppearance`.
open class ToolbarAppearance: BarAppearance {}
