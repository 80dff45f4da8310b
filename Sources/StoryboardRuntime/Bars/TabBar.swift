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
  /// The bar's style; kept as data.
  open var barStyle = BarStyle.default
  /// The delegate of a tab bar the app manages itself.
  open weak var delegate: (any TabBarDelegate)?
  weak var owner: TabBarController?
  private var ownItems: [TabBarItem]?
  private weak var ownSelectedItem: TabBarItem?

  /// The tab bar items, left first: for a tab bar controller's bar, those of the tabs it shows,
  /// then More's — which only the tab bar controller changes (a set is ignored; UIKit raises);
  /// for a bar of the app's own, the items set.
  open var items: [TabBarItem]? {
    get { owner.map { $0.tabBarItemControllers.map(\.tabBarItem) } ?? ownItems }
    set { if owner == nil { ownItems = newValue } }
  }

  /// Sets ``items``; nothing is animated.
  open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

  /// The item of the selected tab, or the selected item of a bar of the app's own.
  open weak var selectedItem: TabBarItem? {
    get { owner.map { $0.selectedTabBarItemController?.tabBarItem } ?? ownSelectedItem }
    set { if owner == nil { ownSelectedItem = newValue } }
  }
}
