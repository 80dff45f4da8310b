import Foundation

/// UIKit's `UIEvent`: the event an action is sent for. Simulated touches send none (`nil`),
/// as a control's ``Control/sendActions(for:)`` does in UIKit.
open class Event {
  /// UIKit's `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    /// Touches.
    case touches = 0
    /// Motion.
    case motion = 1
    /// Remote control.
    case remoteControl = 2
    /// Presses.
    case presses = 3
  }

  /// The kind of a motion or remote-control event (UIKit's `UIEvent.EventSubtype`), with
  /// UIKit's raw values.
  public enum EventSubtype: Int, Sendable {
    case none = 0, motionShake = 1
    case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
    case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104
    case remoteControlPreviousTrack = 105, remoteControlBeginSeekingBackward = 106
    case remoteControlEndSeekingBackward = 107, remoteControlBeginSeekingForward = 108
    case remoteControlEndSeekingForward = 109
  }

  /// The event's type.
  open var type: EventType { .touches }
  /// The kind of a motion or remote-control event; ``EventSubtype/none`` for touches.
  open var subtype: EventSubtype { .none }
  /// The modifier keys held during the event: none.
  open var modifierFlags: KeyModifierFlags { [] }
  /// The touches of the event: those it was made with.
  open var allTouches: Set<Touch>? { touches.isEmpty ? nil : touches }
  private let touches: Set<Touch>

  /// The event's touches in `window`.
  open func touches(for window: Window) -> Set<Touch>? {
    allTouches?.filter { $0.window === window }
  }
  /// The event's touches of `view`.
  open func touches(for view: View) -> Set<Touch>? { allTouches?.filter { $0.view === view } }
  /// The event's touches that `gesture`'s view received.
  open func touches(for gesture: GestureRecognizer) -> Set<Touch>? {
    allTouches?.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } == true }
  }
  /// The touches coalesced into `touch`: itself.
  open func coalescedTouches(for touch: Touch) -> [Touch]? { [touch] }
  /// The touches predicted after `touch`: none.
  open func predictedTouches(for touch: Touch) -> [Touch]? { [] }
  /// When the event happened, in seconds since the system started.
  open var timestamp: TimeInterval { ProcessInfo.processInfo.systemUptime }

  /// An event with no touches.
  public init() { touches = [] }

  /// An event of `touches`, for a test that calls a responder's touch methods.
  public init(touches: Set<Touch>) { self.touches = touches }
}
