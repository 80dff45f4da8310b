import Foundation

/// What bar button items and tab bar items share (UIKit's `UIBarItem`).
open class BarItem: ObjectiveCMembers {
  /// The member named `name`, or `nil`: a subclass lists its own (see ``ObjectiveCMembers``).
  /// An item answers its key-value coding keys — `title`, `tag`, `enabled` — and a bar button
  /// item UIKit's `systemItem` (the raw value of its system item), which tests read to tell
  /// which system item a storyboard gave it.
  open func objectiveCMember(named name: String) -> ObjectiveCMember? {
    switch name {
    case "title":
      return .property(get: { self.title }, set: { self.title = $0 as? String })
    case "tag":
      return .property(
        get: { self.tag }, set: { self.tag = try ObjectiveCMember.cast($0, member: name) })
    case "enabled", "isEnabled":
      return .property(
        get: { self.isEnabled },
        set: { self.isEnabled = try ObjectiveCMember.cast($0, member: name) })
    case "systemItem":
      guard let item = self as? BarButtonItem else { return nil }
      return .property(get: { item.systemItem?.rawValue })
    default:
      return nil
    }
  }

  /// The most derived class that declares its own member table; `nil` here.
  open class var memberTableClass: AnyClass? { nil }

  /// The title.
  open var title: String?
  /// The image.
  open var image: Image?
  /// Whether the item responds to taps; a disabled item ignores simulated taps.
  open var isEnabled = true
  /// An integer the app identifies the item by.
  open var tag = 0

  /// An item with no title or image.
  public init() {}

  /// An item decoded from `coder`: an empty one, as nothing of an item is archived here (a
  /// storyboard's items are made from their scene).
  public init?(coder: NSCoder) {}

  /// The image in landscape on a phone. Inert: nothing in the simulation acts on it.
  open var landscapeImagePhone: Image?
  /// The image shown at accessibility sizes. Inert: nothing in the simulation acts on it.
  open var largeContentSizeImage: Image?
  /// The image's insets. Inert: nothing in the simulation acts on it.
  open var imageInsets = EdgeInsets.zero
  /// The landscape image's insets. Inert: nothing in the simulation acts on it.
  open var landscapeImagePhoneInsets = EdgeInsets.zero
  /// The large-content image's insets. Inert: nothing in the simulation acts on it.
  open var largeContentSizeImageInsets = EdgeInsets.zero
  /// The title's text attributes per state (`UIControl.State`'s raw value).
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the title's text attributes in `state`.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: Control.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's text attributes in `state`, as set.
  open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
}
