import Foundation

/// The methods a navigation controller's delegate may implement (UIKit's
/// `UINavigationControllerDelegate`): told when the top controller changes on screen.
public protocol NavigationControllerDelegate: AnyObject {
  /// Called before the new top controller's view shows, when the stack changes on screen.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// Called after the new top controller's view shows.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
  /// The animator of a push or pop, or `nil` for the standard one.
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
  /// `nil`: the standard animation.
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
}

extension NavigationController {
  /// A change of the stack (UIKit's `UINavigationController.Operation`).
  public enum Operation: Int, Sendable {
    case none, push, pop
  }
}

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

/// UIKit's `UIToolbar`: its items are the top controller's toolbar items.
open class Toolbar: View {
  /// The bar's appearance; kept as data.
  open var standardAppearance = ToolbarAppearance()
  weak var owner: NavigationController?

  /// A toolbar, hidden as a navigation controller's is until shown.
  public override init() {
    super.init()
    isHidden = true
  }

  /// The top controller's toolbar items.
  open var items: [BarButtonItem]? { owner?.topViewController?.toolbarItems }
}

/// UIKit's `UITabBar`: its items are the tabs' tab bar items.
open class TabBar: View {
  /// The bar's appearance; kept as data.
  open var standardAppearance = TabBarAppearance()
  /// The appearance at the scroll edge; kept as data.
  open var scrollEdgeAppearance: TabBarAppearance?
  /// The tint colour of unselected items; kept as data.
  open var unselectedItemTintColor: Color?
  /// The bar's tint colour; kept as data.
  open var barTintColor: Color?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  weak var owner: TabBarController?

  /// The tab bar items, left first: those of the tabs the bar shows, then More's.
  open var items: [TabBarItem]? { owner?.tabBarItemControllers.map { $0.tabBarItem } }
  /// The item of the selected tab.
  open var selectedItem: TabBarItem? { owner?.selectedTabBarItemController?.tabBarItem }
}
