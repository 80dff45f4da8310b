import Foundation

/// UIKit's `UIGestureRecognizer`: target-action, whether it is enabled and what its delegate
/// answers before it begins; the runtime's simulated gestures
/// (``NavigationController/swipeToPop(completing:)``, ``recognize()``) respect both.
open class GestureRecognizer: ObjectiveCMembers {
  /// The member named `name`, or `nil`: a subclass lists its own (see ``ObjectiveCMembers``).
  open func objectiveCMember(named name: String) -> ObjectiveCMember? { nil }

  /// The most derived class that declares its own member table; `nil` here.
  open class var memberTableClass: AnyClass? { nil }

  /// Whether the gesture is recognised.
  open var isEnabled = true
  /// The delegate, asked `gestureRecognizerShouldBegin(_:)` before the gesture is recognised.
  open weak var delegate: (any GestureRecognizerDelegate)?
  /// A name, for debugging.
  open var name: String?
  /// Whether touches are cancelled in the view once recognised.
  /// Inert: nothing in the simulation acts on it.
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only once the gesture failed.
  /// Inert: nothing in the simulation acts on it.
  open var delaysTouchesBegan = false
  /// Whether a touch's end reaches the view only once the gesture failed.
  /// Inert: nothing in the simulation acts on it.
  open var delaysTouchesEnded = true
  /// Whether all touches must be of one type. Inert: nothing in the simulation acts on it.
  open var requiresExclusiveTouchType = true
  /// The kinds of touches it receives, as `UITouch.TouchType` raw values.
  /// Inert: nothing in the simulation acts on it.
  open var allowedTouchTypes: [NSNumber] = [0, 1, 2]
  /// The kinds of presses it receives. Inert: nothing in the simulation acts on it.
  open var allowedPressTypes: [NSNumber] = []
  /// The modifier keys held: none.
  open var modifierFlags: KeyModifierFlags { [] }
  /// The touches it follows: none, as nothing touches the screen here.
  open var numberOfTouches: Int { 0 }
  /// The recognizers that must fail first (``require(toFail:)``).
  private var failureRequirements: [GestureRecognizer] = []

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

  /// A recognizer decoded from `coder`: an enabled one with no target, as nothing of a
  /// recognizer is archived here (a storyboard's are made from their scene).
  public required init?(coder: NSCoder) {}

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail.
  /// Inert: nothing in the simulation acts on it.
  open func require(toFail otherGestureRecognizer: GestureRecognizer) {
    failureRequirements.append(otherGestureRecognizer)
  }
  /// Where the gesture is in `view`: the origin, as nothing touches the screen here.
  open func location(in view: View?) -> CGPoint { .zero }
  /// Where the touch at `touchIndex` is in `view`: the origin.
  open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint { .zero }
  /// Resets the recognizer after a gesture: its state returns to ``State/possible``.
  open func reset() { state = .possible }
  /// Stops following `touch`. Inert: nothing in the simulation acts on it.
  open func ignore(_ touch: Touch, for event: Event) {}
  /// Whether this recognizer may prevent `preventedGestureRecognizer`: `true`.
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer` may prevent this recognizer: `true`.
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether this recognizer waits for `otherGestureRecognizer` to fail: when
  /// ``require(toFail:)`` was called with it.
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
    failureRequirements.contains { $0 === otherGestureRecognizer }
  }
  /// Whether `otherGestureRecognizer` waits for this one: `false`.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }
  /// Whether the recognizer receives `event`: its delegate's answer, `true` by default.
  open func shouldReceive(_ event: Event) -> Bool {
    delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
  }
  /// Fingers touched down. The default does nothing: subclasses follow touches.
  /// Inert: nothing in the simulation acts on it.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Fingers moved. Inert: nothing in the simulation acts on it.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Fingers lifted. Inert: nothing in the simulation acts on it.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// The system cancelled the touches. Inert: nothing in the simulation acts on it.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
  /// Estimated properties of touches were updated. Inert: nothing in the simulation acts on it.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

  /// An enabled recognizer that sends `action` to `target` when it recognises its gesture.
  public convenience init(target: Any?, action: Selector?) {
    self.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Sends `action` to `target` on recognition, after the targets added before.
  open func addTarget(_ target: Any, action: Selector) {
    targetActions.append((targetObject(target), action))
  }

  /// Stops sending `action` (every action when `nil`) to `target` (every target when `nil`).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map(targetObject)
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
    if let delegate {
      let begins = Exceptions.raising(false) {
        try Exceptions.callingOut { delegate.gestureRecognizerShouldBegin(self) }
      }
      guard begins else {
        state = .failed
        reset()
        return false
      }
    }
    state = .recognized
    for (target, action) in targetActions {
      guard let target = target as? any ObjectiveCMembers else { continue }
      _ = target.send(action, with: [self])
    }
    state = .possible
    return true
  }
}

extension GestureRecognizer {
  /// The buttons of the event the recognizer handles: the primary one.
  public var buttonMask: Event.ButtonMask { .primary }
}
