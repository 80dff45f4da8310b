import Foundation

/// A menu element (UIKit's `UIMenuElement`): a title and an image.
open class MenuElement {
  /// Attributes of an action (UIKit's `UIMenuElement.Attributes`).
  public struct Attributes: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// An attributes set.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The action cannot be performed.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The action destroys data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The action is hidden.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// The state of an action (UIKit's `UIMenuElement.State`).
  public enum State: Int, Sendable {
    /// Unchecked.
    case off
    /// Checked.
    case on
    /// Mixed.
    case mixed
  }

  /// The title.
  open var title: String
  /// The image.
  open var image: Image?
  /// The subtitle.
  open var subtitle: String?

  init(title: String, image: Image?) {
    self.title = title
    self.image = image
  }
  /// An element from an archive: an untitled one.
  public convenience init?(coder: NSCoder) { self.init(title: "", image: nil) }
}
