import Foundation
import Synchronization

/// UIKit's `UIResponder`: what controllers and app and scene delegates inherit from, so that
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles, and the responder chain
/// that target-action with a `nil` target follows.
open class Responder: ObjectiveCMembers {
  /// A responder.
  public init() {}

  /// The member named `name` (an outlet's property name or an action's selector), or `nil`:
  /// a subclass lists its own and calls `super` for the rest (see ``ObjectiveCMembers``). A
  /// controller answers UIKit's `storyboardSegueTemplates` key.
  open func objectiveCMember(named name: String) -> ObjectiveCMember? {
    (self as? ViewController)?.controllerMember(named: name)
  }

  /// The most derived class that declares its own member table; `nil` here.
  open class var memberTableClass: AnyClass? { nil }

  /// The next responder in the chain, or `nil` (UIKit's `next`): a view's controller or
  /// superview, a controller's presenter or its view's superview, a window's application.
  open var next: Responder? { nil }

  /// The keyboard shortcuts this responder handles: none by default (a controller lists
  /// those given to `addKeyCommand(_:)`).
  open var keyCommands: [KeyCommand]? { nil }

  // MARK: - Touches and motion (UIKit passes them up the responder chain by default)

  /// Fingers touched down. The default passes the call to ``next``, as UIKit's.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }
  /// Fingers moved. The default passes the call to ``next``.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }
  /// Fingers lifted. The default passes the call to ``next``.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }
  /// The system cancelled the touches. The default passes the call to ``next``.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }
  /// Estimated properties of touches were updated. The default does nothing.
  /// Inert: nothing in the simulation acts on it.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}
  /// A motion (a shake) began. The default passes the call to ``next``.
  open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionBegan(motion, with: event)
  }
  /// A motion ended. The default passes the call to ``next``.
  open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionEnded(motion, with: event)
  }
  /// A motion was cancelled. The default passes the call to ``next``.
  open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionCancelled(motion, with: event)
  }
  /// A remote-control event arrived. The default passes the call to ``next``.
  open func remoteControlReceived(with event: Event?) {
    next?.remoteControlReceived(with: event)
  }

  /// Whether this responder handles `action` (UIKit's `canPerformAction(_:withSender:)`):
  /// whether it has the method, by default.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    responds(to: action)
  }

  /// The responder that handles `action`: this one if it can perform it, else the next
  /// one's answer (UIKit's `target(forAction:withSender:)`); the walk ends after 10,000 steps,
  /// so a responder chain that loops is never followed forever.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    var responder: Responder? = self
    var steps = 0
    while let current = responder, steps < 10_000 {
      if current.canPerformAction(action, withSender: sender) { return current }
      responder = current.next
      steps += 1
    }
    return nil
  }
  /// Whether the responder can become first responder; `false`.
  open var canBecomeFirstResponder: Bool { false }
  /// Whether the responder can give up first responder status; `true`.
  open var canResignFirstResponder: Bool { true }
  /// Whether this is the first responder (one for the process, as the key window has one).
  open var isFirstResponder: Bool { Responder.firstResponder.withLock { $0.value === self } }

  /// Asks to become first responder: a responder that can takes the place of the current one,
  /// which must resign first (`resignFirstResponder()`; when it refuses, nothing changes).
  /// - Returns: Whether this is now the first responder.
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    let current = Responder.firstResponder.withLock { $0.value }
    if current === self { return true }
    if let current, !current.resignFirstResponder() { return false }
    Responder.firstResponder.withLock { $0 = WeakResponder(value: self) }
    return true
  }

  /// Gives up first responder status, unless ``canResignFirstResponder`` is `false`.
  /// - Returns: Whether the responder is no longer first responder.
  @discardableResult open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    Responder.firstResponder.withLock { if $0.value === self { $0 = WeakResponder(value: nil) } }
    return true
  }

  /// The view shown instead of the system keyboard when this is first responder; none.
  open var inputView: View? { nil }
  /// The view shown above the keyboard when this is first responder; none.
  open var inputAccessoryView: View? { nil }
  /// Asks for the input views to be read again; inert, as no keyboard is shown.
  /// Inert: nothing in the simulation acts on it.
  open func reloadInputViews() {}
  /// The identifier under which the keyboard remembers its input mode; none.
  open var textInputContextIdentifier: String? { nil }
  /// Forgets the input mode remembered under `identifier`: nothing is remembered here.
  /// Inert: nothing in the simulation acts on it.
  open class func clearTextInputContextIdentifier(_ identifier: String) {}
  /// Which editing gestures the responder offers: the standard ones.
  open var editingInteractionConfiguration: EditingInteractionConfiguration { .default }
  /// Asks to insert text read by the camera: nothing to read here.
  /// Inert: nothing in the simulation acts on it.
  open func captureTextFromCamera(_ sender: Any?) {}

  /// A physical button was pressed: passes it to ``next``, as UIKit's default.
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }
  /// A press changed: passes it to ``next``.
  open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }
  /// A press ended: passes it to ``next``.
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }
  /// A press was cancelled: passes it to ``next``.
  open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  /// The activity the responder takes part in (handoff, state restoration).
  /// Inert: nothing in the simulation acts on it.
  open var userActivity: NSUserActivity?
  /// Updates `activity`'s state before it is saved: nothing by default.
  /// Inert: nothing in the simulation acts on it.
  open func updateUserActivityState(_ activity: NSUserActivity) {}
  /// Restores the responder's state from `activity`: nothing by default.
  /// Inert: nothing in the simulation acts on it.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  /// The first responder, referenced weakly.
  static let firstResponder = Mutex(WeakResponder(value: nil))
}

extension Responder: UserActivityRestoring {}

/// A weak reference to a responder.
struct WeakResponder: @unchecked Sendable {
  weak var value: Responder?
}
