import Foundation

/// UIKit's `UIMenu`: a titled group of actions and submenus; kept as data (a button's or bar
/// button item's menu, which a test reads and whose actions it performs).
open class Menu: MenuElement {
  /// A menu's identifier (UIKit's `UIMenu.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's name.
    public let rawValue: String
    /// An identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  /// How a menu shows (UIKit's `UIMenu.Options`, with UIKit's raw values).
  public struct Options: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show inline in the parent menu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu looks destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child is on.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }
  /// The size of inline children (UIKit's `UIMenu.ElementSize`).
  public enum ElementSize: Int, Sendable {
    case small = 0, medium, large
  }

  /// The children, in order.
  public let children: [MenuElement]
  /// The menu's identifier.
  public let identifier: Identifier
  /// How the menu shows.
  public let options: Options
  /// The size of inline children.
  open var preferredElementSize: ElementSize

  /// A menu of `children`.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil,
    identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: ElementSize = .large,
    children: [MenuElement] = []
  ) {
    self.children = children
    self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
    self.options = options
    self.preferredElementSize = preferredElementSize
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }
  /// A menu of `children` with a subtitle.
  public convenience init(
    title: String = "", subtitle: String? = nil, image: Image? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [MenuElement] = []
  ) {
    self.init(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: .large, children: children)
  }
  /// A menu of `children`.
  public convenience init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
    children: [MenuElement] = []
  ) {
    self.init(
      title: title, subtitle: nil, image: image, identifier: identifier, options: options,
      preferredElementSize: .large, children: children)
  }
  /// A menu from an archive: an empty one.
  public convenience init?(coder: NSCoder) { self.init(title: "") }

  /// The children that are on (actions and commands whose state is `.on`).
  open var selectedElements: [MenuElement] {
    children.filter { ($0 as? Action)?.state == .on || ($0 as? KeyCommand)?.state == .on }
  }
  /// A copy of this menu with `newChildren`.
  open func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }
}
