import Foundation

/// UIKit's `UINavigationBar`: the bar's settings, kept as data; its items are the stack's
/// navigation items.
open class NavigationBar: View {
  /// Whether titles show large.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's appearance; kept as data.
  open var standardAppearance = NavigationBarAppearance()
  /// The appearance at the scroll edge; kept as data.
  open var scrollEdgeAppearance: NavigationBarAppearance?
  /// The appearance in a compact height; kept as data.
  open var compactAppearance: NavigationBarAppearance?
  /// The bar's tint colour (before iOS 13's appearances); kept as data.
  open var barTintColor: Color?
  /// The attributes of the title's text (before iOS 13's appearances); kept as data.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title's text; kept as data.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  weak var owner: NavigationController?

  /// The navigation items of the stack, root first.
  open var items: [NavigationItem]? { owner?.viewControllers.map(\.navigationItem) }
  /// The top controller's navigation item.
  open var topItem: NavigationItem? { owner?.topViewController?.navigationItem }
  /// The navigation item below the top one: whose back button the bar shows.
  open var backItem: NavigationItem? {
    guard let stack = owner?.viewControllers, stack.count > 1 else { return nil }
    return stack[stack.count - 2].navigationItem
  }
}
