/// A connection a storyboard declares on an object (`<outlet>`, `<outletCollection>`,
/// `<action>`): made when UIKit makes it (SB-8, LIFE-2).
public struct ConnectionDefinition: Sendable, Equatable {
  /// What the connection is.
  public enum Kind: String, Sendable, Equatable {
    /// `<outlet property=… destination=…>`: the source's property holds the destination.
    case outlet
    /// `<outletCollection property=… destination=…>`: the property's array holds it.
    case outletCollection
    /// `<action selector=… destination=… eventType=…>`: the source control sends the selector
    /// to the destination for the event.
    case action
  }

  /// What the connection is.
  public var kind: Kind
  /// The outlet's property (`saveButton`) or the action's selector (`save:`).
  public var name: String
  /// The ID of the object at the other end.
  public var destinationID: String
  /// The action's control event (`touchUpInside`, `valueChanged`), or `nil`.
  public var eventType: String?
  /// Where the element starts in its file, or `nil` for a definition built in code.
  public var location: SourcePosition?

  /// Creates a connection.
  public init(
    kind: Kind, name: String, destinationID: String, eventType: String? = nil,
    location: SourcePosition? = nil
  ) {
    self.kind = kind
    self.name = name
    self.destinationID = destinationID
    self.eventType = eventType
    self.location = location
  }
}
