import Foundation

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
