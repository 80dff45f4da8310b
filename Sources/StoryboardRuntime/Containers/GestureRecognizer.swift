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

  /// The view the recognizer is attached to.
  public internal(set) weak var view: View?

  /// UIKit's `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    /// Not recognised yet.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// Recognised (`recognized` is the same state).
    case ended = 3
    /// Cancelled.
    case cancelled = 4
    /// Failed.
    case failed = 5
    /// A discrete gesture was recognised.
    public static let recognized = State.ended
  }

  /// The recognizer's state.
  open var state: State = .possible
  private var targetActions: [(target: AnyObject?, action: Selector)] = []

  /// An enabled recognizer with no target.
  public required init() {}

  /// An enabled recognizer that sends `action` to `target` when it recognises its gesture.
  public convenience init(target: Any?, action: Selector?) {
    self.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Sends `action` to `target` on recognition, after the targets added before.
  open func addTarget(_ target: Any, action: Selector) {
    targetActions.append((target as AnyObject, action))
  }

  /// Stops sending `action` (every action when `nil`) to `target` (every target when `nil`).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll {
      (object == nil || $0.target === object) && (action == nil || $0.action == action)
    }
  }

  /// Recognises the gesture, as a user's touch does: an enabled recognizer on a view takes
  /// the `recognized` state and sends its actions, with itself as the sender; a disabled one
  /// does nothing. Returns whether it recognised.
  @discardableResult
  open func recognize() -> Bool {
    guard isEnabled else { return false }
    state = .recognized
    for (target, action) in targetActions {
      guard let target = target as? any ObjectiveCMembers else { continue }
      _ = target.send(action, with: [self])
    }
    state = .possible
    return true
  }
}
