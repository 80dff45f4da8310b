import Foundation

/// UIKit's `UITabBar`: its items are the tabs' tab bar items.
open class TabBar: View {
  /// The bar's appearance. Inert: nothing in the simulation acts on it.
  open var standardAppearance = TabBarAppearance()
  /// The appearance at the scroll edge. Inert: nothing in the simulation acts on it.
  open var scrollEdgeAppearance: TabBarAppearance?
  /// The tint colour of unselected items. Inert: nothing in the simulation acts on it.
  open var unselectedItemTintColor: Color?
  /// The bar's tint colour. Inert: nothing in the simulation acts on it.
  open var barTintColor: Color?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's style. Inert: nothing in the simulation acts on it.
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

  /// How the items are placed across the bar (UIKit's `UITabBar.ItemPositioning`).
  public enum ItemPositioning: Int, Sendable {
    /// By the idiom: fill on a phone, centered on an iPad.
    case automatic = 0
    /// Across the whole width.
    case fill = 1
    /// Centered, with ``TabBar/itemWidth`` and ``TabBar/itemSpacing``.
    case centered = 2
  }

  /// How the items are placed. Inert: nothing in the simulation acts on it.
  open var itemPositioning = ItemPositioning.automatic
  /// The items' width when centered (0: the system's). Inert: nothing in the simulation acts on it.
  open var itemWidth: CGFloat = 0
  /// The space between centered items (0: the system's).
  /// Inert: nothing in the simulation acts on it.
  open var itemSpacing: CGFloat = 0
  /// The bar's background image. Inert: nothing in the simulation acts on it.
  open var backgroundImage: Image?
  /// The bar's shadow image. Inert: nothing in the simulation acts on it.
  open var shadowImage: Image?
  /// The image behind the selected item. Inert: nothing in the simulation acts on it.
  open var selectionIndicatorImage: Image?
  /// The selected image's tint (deprecated in iOS 8). Inert: nothing in the simulation acts on it.
  open var selectedImageTintColor: Color?
  /// Whether the user is customizing the items (``beginCustomizingItems(_:)``).
  open private(set) var isCustomizing = false

  /// Starts the user's customization of `items`, as UIKit's More editing sheet does: a tab bar
  /// controller's delegate hears `willBeginCustomizing` with its controllers.
  open func beginCustomizingItems(_ items: [TabBarItem]) {
    guard !isCustomizing else { return }
    isCustomizing = true
    if let owner {
      owner.delegate?.tabBarController(owner, willBeginCustomizing: owner.viewControllers ?? [])
    } else if let delegate {
      // A tab bar the app manages tells its own delegate.
      Exceptions.raising {
        try Exceptions.callingOut { delegate.tabBar(self, willBeginCustomizing: items) }
        Exceptions.callingBack { delegate.tabBar(self, didBeginCustomizing: items) }
      }
    }
  }

  /// Ends the customization (the order of the tabs is unchanged: nothing is dragged here); a
  /// tab bar controller's delegate hears `willEndCustomizing` and `didEndCustomizing`.
  /// - Returns: Whether a customization was under way.
  @discardableResult
  open func endCustomizing(animated: Bool) -> Bool {
    guard isCustomizing else { return false }
    isCustomizing = false
    if let owner {
      let controllers = owner.viewControllers ?? []
      Exceptions.raising {
        owner.delegate?.tabBarController(owner, willEndCustomizing: controllers, changed: false)
        Exceptions.callingBack {
          owner.delegate?.tabBarController(owner, didEndCustomizing: controllers, changed: false)
        }
      }
    } else if let delegate {
      let items = self.items ?? []
      Exceptions.raising {
        delegate.tabBar(self, willEndCustomizing: items, changed: false)
        Exceptions.callingBack { delegate.tabBar(self, didEndCustomizing: items, changed: false) }
      }
    }
    return true
  }
}
