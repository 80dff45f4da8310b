import Foundation

/// UIKit's `UINavigationBarAppearance`.
open class NavigationBarAppearance: BarAppearance {
  /// The attributes of the title's text.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}
