import Foundation

/// UIKit's `UINavigationItem`: what a navigation bar shows for a controller — its title and
/// bar button items — kept as data.
open class NavigationItem {
  /// How the large title shows (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
  }

  /// The title; a controller's `title` sets it (UIKit: "assigning a value to this property
  /// updates the title text of those objects").
  open var title: String?
  /// A line of text above the title.
  open var prompt: String?
  /// The title of the back button that leads back to this item's controller.
  open var backButtonTitle: String?
  /// The back button that leads back to this item's controller.
  open var backBarButtonItem: BarButtonItem?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether the left items show beside the back button rather than in its place.
  open var leftItemsSupplementBackButton = false
  /// The items on the left, leading first.
  open var leftBarButtonItems: [BarButtonItem]?
  /// The items on the right, trailing first.
  open var rightBarButtonItems: [BarButtonItem]?
  /// A view shown in place of the title; opaque.
  open var titleView: View?
  /// The search controller whose bar the navigation bar shows.
  open var searchController: SearchController?
  /// Whether the search bar hides as the content scrolls.
  open var hidesSearchBarWhenScrolling = true
  /// How the large title shows.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// How the back button shows its title (UIKit's `UINavigationItem.BackButtonDisplayMode`).
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous item's back title, or its title.
    case `default` = 0
    /// A generic "Back".
    case generic = 1
    /// No title.
    case minimal = 2
  }

  /// Where the search bar goes (UIKit's `UINavigationItem.SearchBarPlacement`).
  public enum SearchBarPlacement: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// In the bar, with the items.
    case inline = 1
    /// Below the bar.
    case stacked = 2
  }

  /// The item's style (UIKit's `UINavigationItem.ItemStyle`).
  public enum ItemStyle: Int, Sendable {
    /// Navigation.
    case navigator = 0
    /// A browser's.
    case browser = 1
    /// A document editor's.
    case editor = 2
  }

  /// How the back button shows its title. Inert: nothing in the simulation acts on it.
  open var backButtonDisplayMode = BackButtonDisplayMode.default
  /// The action the back button runs instead of popping.
  /// Inert: nothing in the simulation acts on it.
  open var backAction: Action?
  /// The identifier of the item's customization. Inert: nothing in the simulation acts on it.
  open var customizationIdentifier: String?
  /// The item's style. Inert: nothing in the simulation acts on it.
  open var style = ItemStyle.navigator
  /// Where the app prefers the search bar. Inert: nothing in the simulation acts on it.
  open var preferredSearchBarPlacement = SearchBarPlacement.automatic
  /// Where the search bar is: stacked below the bar, unless inline was preferred.
  open var searchBarPlacement: SearchBarPlacement {
    preferredSearchBarPlacement == .inline ? .inline : .stacked
  }
  /// The bar appearances set on this item.
  var appearances: [AppearanceSlot: NavigationBarAppearance] = [:]

  /// Makes the menu of the title (iOS 16) from the suggested elements; kept for the app.
  open var titleMenuProvider: (([MenuElement]) -> Menu?)?
  /// The groups of items at the leading edge (iOS 16); kept as data, beside
  /// ``leftBarButtonItems``. Inert: nothing in the simulation acts on it.
  open var leadingItemGroups: [BarButtonItemGroup] = []
  /// The groups of items in the centre (iOS 16, in the editor style).
  /// Inert: nothing in the simulation acts on it.
  open var centerItemGroups: [BarButtonItemGroup] = []
  /// The groups of items at the trailing edge (iOS 16); kept as data, beside
  /// ``rightBarButtonItems``. Inert: nothing in the simulation acts on it.
  open var trailingItemGroups: [BarButtonItemGroup] = []
  /// The group that stays at the trailing edge (iOS 16).
  /// Inert: nothing in the simulation acts on it.
  open var pinnedTrailingGroup: BarButtonItemGroup?
  /// Items the overflow menu adds after the bar's own (iOS 16); kept for the app.
  open var additionalOverflowItems: DeferredMenuElement?
  /// The delegate asked while the user renames the title (iOS 16).
  /// Inert: nothing in the simulation acts on it.
  open weak var renameDelegate: (any NavigationItemRenameDelegate)?
  /// Where the overflow menu presents from (iOS 16): nothing overflows here, so `nil`.
  open var overflowPresentationSource: (any PopoverPresentationControllerSourceItem)? { nil }

  /// An item with no title.
  public init() {}

  /// An item with `title`.
  public init(title: String) { self.title = title }

  /// An item decoded from `coder`: an empty one, as nothing of an item is archived here (a
  /// storyboard's items are made from their scene).
  public init?(coder: NSCoder) {}

  /// The first of ``leftBarButtonItems``; setting it replaces them with one item, or none.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems``; setting it replaces them with one item, or none.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets ``leftBarButtonItem``; the animation is not simulated.
  open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets ``rightBarButtonItem``; the animation is not simulated.
  open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
  /// Sets ``leftBarButtonItems``; the animation is not simulated.
  open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
  /// Sets ``rightBarButtonItems``; the animation is not simulated.
  open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  /// Sets ``hidesBackButton``; the animation is not simulated.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
}
