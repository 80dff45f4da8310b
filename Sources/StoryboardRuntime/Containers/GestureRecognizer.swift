/// UIKit's `UIGestureRecognizer`, reduced to whether it is enabled: the runtime's simulated
/// gestures (``NavigationController/swipeToPop(completing:)``) respect it.
open class GestureRecognizer: ObjectiveCMembers {
  /// The member named `name`, or `nil`: a subclass lists its own (see ``ObjectiveCMembers``).
  open func objectiveCMember(named name: String) -> ObjectiveCMember? { nil }

  /// The most derived class that declares its own member table; `nil` here.
  open class var memberTableClass: AnyClass? { nil }

  /// Whether the gesture is recognised.
  open var isEnabled = true
  /// The delegate; kept, never asked.
  open weak var delegate: (any GestureRecognizerDelegate)?

  /// An enabled recognizer.
  public init() {}
}
