import Foundation

/// UIKit's `UIPress`: a press of a physical button (a remote's, a keyboard's); kept as data.
open class Press: Hashable {
  /// A press's phase (UIKit's `UIPress.Phase`).
  public enum Phase: Int, Sendable {
    case began = 0, changed, stationary, ended, cancelled
  }
  /// Which button (UIKit's `UIPress.PressType`).
  public enum PressType: Int, Sendable {
    case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
  }

  /// When the press began or last changed.
  open private(set) var timestamp: TimeInterval
  /// The press's phase.
  open private(set) var phase: Phase
  /// The button pressed.
  open private(set) var type: PressType
  /// The window the press is sent to.
  open private(set) weak var window: Window?
  /// The responder the press is sent to.
  open private(set) weak var responder: Responder?
  /// The recognizers that receive the press; none.
  open var gestureRecognizers: [GestureRecognizer]? { nil }
  /// The press's force: 1 for a digital button.
  open var force: CGFloat { 1 }

  /// A press of `type` in `phase`, sent to `responder` in `window`.
  public init(
    type: PressType, phase: Phase = .began, window: Window? = nil, responder: Responder? = nil,
    timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
  ) {
    self.type = type
    self.phase = phase
    self.window = window
    self.responder = responder
    self.timestamp = timestamp
  }

  /// Presses are equal when they are the same object.
  public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
  /// Hashes the press's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
