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

  /// The event's type.
  open var type: EventType { .touches }
  /// When the event happened, in seconds since the system started.
  open var timestamp: TimeInterval { ProcessInfo.processInfo.systemUptime }

  /// An event.
  public init() {}
}
