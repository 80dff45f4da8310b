import Foundation

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
  open var attributes: Attributes
  /// The state.
  open var state: State
  /// What runs when the action is performed.
  public let handler: (Action) -> Void
  /// The title the shortcut list shows.
  open var discoverabilityTitle: String?
  /// The object that performed the action, while its handler runs.
  open internal(set) var sender: Any?

  /// An action with UIKit's initializer's labels and defaults.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping (Action) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as ``sender``, as UIKit does when the user chooses it.
  /// An action with a subtitle (iOS 17's initializer shape, for iOS 16's `subtitle`).
  public convenience init(
    title: String = "", subtitle: String? = nil, image: Image? = nil,
    identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping ActionHandler
  ) {
    self.init(
      title: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
    self.subtitle = subtitle
  }

  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
