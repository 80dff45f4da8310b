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
  /// The bar appearances set on this item.
  var appearances: [AppearanceSlot: NavigationBarAppearance] = [:]

  /// An item with no title.
  public init() {}

  /// An item with `title`.
  public init(title: String) { self.title = title }

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

/// UIKit's `UITabBarItem`: the title, image and badge of a controller's tab.
open class TabBarItem: BarItem {
  /// The system items (UIKit's `UITabBarItem.SystemItem`).
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The image shown while the tab is selected.
  open var selectedImage: Image?
  /// The badge's text, or `nil` for none.
  open var badgeValue: String?
  /// The system item the item was created as, or `nil`.
  public private(set) var systemItem: SystemItem?

  /// An item with no title or image.
  public override init() { super.init() }

  /// An item with a title and images.
  public convenience init(title: String?, image: Image?, selectedImage: Image?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// An item with a title, an image and a tag.
  public convenience init(title: String?, image: Image?, tag: Int) {
    self.init(title: title, image: image, selectedImage: nil)
    self.tag = tag
  }

  /// A system item with a tag.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}
