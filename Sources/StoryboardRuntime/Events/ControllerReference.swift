/// A reference to a view controller that can travel inside a `Sendable` event.
///
/// View controllers are not `Sendable`; events carry this value instead: the controller's
/// identity, its class name and the title it had when the event happened.
public struct ControllerReference: Sendable, Hashable, CustomStringConvertible {
  /// The identity of the controller the event is about, or `nil` when the event is about a
  /// class that has no instance (an unknown class in a storyboard).
  public let id: ObjectIdentifier?
  /// The controller's class name (the declared storyboard class for stand-ins).
  public var className: String { internedClassName.value }
  private let internedClassName: ClassName
  /// The controller's `title` at the time of the event.
  public let title: String?

  /// The controller's `title` at the time of the event, or its class name if it had none.
  public var name: String { title ?? className }

  /// Creates a reference to `controller`, capturing its current title.
  public init(_ controller: ViewController) {
    id = ObjectIdentifier(controller)
    internedClassName = controller.internedClassName
    title = controller.title
  }

  /// A reference to a class that has no instance yet.
  init(className: String) {
    id = nil
    internedClassName = ClassName(className)
    title = nil
  }

  /// The controller's name.
  public var description: String { name }
}
