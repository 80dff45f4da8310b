import Foundation

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

  /// An item decoded from `coder`: an empty one, as nothing of an item is archived here.
  public override init?(coder: NSCoder) { super.init(coder: coder) }

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

  /// The title's offset. Inert: nothing in the simulation acts on it.
  open var titlePositionAdjustment = Offset.zero
  /// The badge's colour. Inert: nothing in the simulation acts on it.
  open var badgeColor: Color?
  /// The item's own appearance, over the tab bar's. Inert: nothing in the simulation acts on it.
  open var standardAppearance: TabBarAppearance?
  /// The item's appearance at a scroll edge. Inert: nothing in the simulation acts on it.
  open var scrollEdgeAppearance: TabBarAppearance?
  /// The badge's text attributes per state.
  private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the badge's text attributes in `state`.
  open func setBadgeTextAttributes(
    _ textAttributes: [NSAttributedString.Key: Any]?, for state: Control.State
  ) {
    badgeAttributes[state.rawValue] = textAttributes
  }

  /// The badge's text attributes in `state`, as set.
  open func badgeTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
    badgeAttributes[state.rawValue]
  }
}
