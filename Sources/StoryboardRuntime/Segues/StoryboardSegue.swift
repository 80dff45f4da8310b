import Foundation

/// Creates a segue's destination in place of `init(coder:)`: the Swift form of an
/// `@IBSegueAction` method `(coder, sender, segueIdentifier) -> UIViewController?` (SB-6).
public typealias SegueAction = (NSCoder, Any?, String?) throws -> ViewController?

/// An unwind action: the Swift form of `@IBAction func unwindToList(_ segue: UIStoryboardSegue)`
/// (UNW-1).
public typealias UnwindAction = (StoryboardSegue) -> Void

/// A transition from one controller to another, created by a storyboard for each performance
/// of a segue and released afterwards (SEG-1).
///
/// Subclass it for a custom segue (SEG-9): override ``perform()``, register the class with
/// ``StoryboardBundle/register(segue:as:)``. The storyboard gives every segue a perform handler
/// for its kind (show, present, push…); the default ``perform()`` runs it.
open class StoryboardSegue: ObjectiveCMembers {
  /// The member named `name`, or `nil`: a subclass lists its own (see ``ObjectiveCMembers``).
  open func objectiveCMember(named name: String) -> ObjectiveCMember? { nil }

  /// The most derived class that declares its own member table; `nil` here.
  open class var memberTableClass: AnyClass? { nil }

  /// The segue's identifier, or `nil`.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: ViewController
  /// The controller the segue leads to.
  public let destination: ViewController
  /// Whether the transition is animated (the "Animates" checkbox).
  @exclusivity(unchecked) public internal(set) var animates = true
  /// What triggered the segue (SEG-3).
  @exclusivity(unchecked) var sender: Any?
  @exclusivity(unchecked) var performHandler: (() -> Void)?
  /// The kind of the storyboard segue this is, whose transition the default ``perform()``
  /// runs when no perform handler was given.
  @exclusivity(unchecked) var storyboardKind: SegueKind?

  /// Creates a segue. Overrides must call `super` (SEG-9).
  public required init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(source),
        .segueCreated(identifier: identifier, destination: ControllerReference(destination)))
    }
  }

  /// Creates a segue whose default ``perform()`` runs `performHandler` (SEG-9).
  public convenience init(
    identifier: String?, source: ViewController, destination: ViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Performs the transition. The default runs the perform handler given at creation, or,
  /// for a segue a storyboard created, the transition of its kind. Raises what the transition
  /// raises (a push or presentation error).
  open func perform() {
    if let performHandler {
      performHandler()
    } else if let storyboardKind {
      Exceptions.raising { try performDefault(for: storyboardKind) }
    }
  }
}
