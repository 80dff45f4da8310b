import Foundation

#if !canImport(ObjectiveC)
  /// Objective-C's selector, kept as data: the name of a method (`"save:"`). Foundation on
  /// Linux has none; `#selector(…)` itself needs the Objective-C runtime, so code that writes
  /// it keeps an `#if canImport(ObjectiveC)` or names the selector with `Selector("save:")`.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) { self.name = name }

    /// The selector named by a string literal.
    public init(stringLiteral value: String) { name = value }

    /// The method's name.
    public var description: String { name }
  }
#endif

extension Selector {
  /// The method's name, on every platform.
  var methodName: String { "\(self)" }
}

/// UIKit's `UIImage`, reduced to what navigation code names: an image is identified by its
/// asset or SF Symbol name and never drawn.
open class Image: Equatable {
  /// The asset name given to ``init(named:)``.
  public let name: String?
  /// The SF Symbol name given to ``init(systemName:)``.
  public let systemName: String?

  /// The image of the asset named `name`. Assets are not read, so it is never `nil`.
  public init?(named name: String) {
    self.name = name
    systemName = nil
  }

  /// The SF Symbol named `name`. Never `nil`.
  public init?(systemName name: String) {
    self.name = nil
    systemName = name
  }

  /// Images are equal when they name the same asset or symbol.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.name == rhs.name && lhs.systemName == rhs.systemName
  }
}

/// What bar button items and tab bar items share (UIKit's `UIBarItem`).
open class BarItem {
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
}

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
  public var title: String
  /// The image.
  public var image: Image?

  init(title: String, image: Image?) {
    self.title = title
    self.image = image
  }
}

/// UIKit's `UIAction`: a title and a handler, run when the user chooses it.
open class Action: MenuElement {
  /// An action's identifier (UIKit's `UIAction.Identifier`).
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The identifier; unique when not given.
  public let identifier: Identifier
  /// The attributes.
  public var attributes: Attributes
  /// The state.
  public var state: State
  /// What runs when the action is performed.
  public let handler: (Action) -> Void
  /// The object that performed the action, while its handler runs.
  public internal(set) var sender: Any?

  /// An action with UIKit's initializer's labels and defaults.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping (Action) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as ``sender``, as UIKit does when the user chooses it.
  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}

/// UIKit's `UIMenu`: a titled group of actions and menus, kept as data.
open class Menu: MenuElement {
  /// The menu's children.
  public let children: [MenuElement]

  /// A menu with UIKit's initializer's labels.
  public init(title: String = "", image: Image? = nil, children: [MenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }
}
