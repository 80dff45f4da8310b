import Foundation

/// A finger on the screen (UIKit's `UITouch`). Nothing touches the screen here: a test makes
/// one to call a responder's `touchesBegan(_:with:)` and the like, with the view and the point
/// it touches.
open class Touch: Hashable {
  /// Where a touch is in its life (UIKit's `UITouch.Phase`), with UIKit's raw values.
  public enum Phase: Int, Sendable {
    case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
    case regionEntered = 5, regionMoved = 6, regionExited = 7
  }

  /// What touches (UIKit's `UITouch.TouchType`), with UIKit's raw values.
  public enum TouchType: Int, Sendable {
    case direct = 0, indirect = 1, pencil = 2
  }

  /// When the touch last changed, in seconds since the system started.
  open private(set) var timestamp = ProcessInfo.processInfo.systemUptime
  /// Where the touch is in its life.
  open var phase: Phase
  /// How many taps the touch is part of.
  open private(set) var tapCount: Int
  /// What touches: a finger.
  open var type: TouchType { .direct }
  /// The touch's radius: a fingertip's, 20 points.
  open var majorRadius: CGFloat { 20 }
  /// The radius's tolerance.
  open var majorRadiusTolerance: CGFloat { 5 }
  /// The view touched.
  open private(set) weak var view: View?
  /// The window of the view touched.
  open var window: Window? { view?.window }
  /// The recognizers of the view touched.
  open var gestureRecognizers: [GestureRecognizer]? { view?.gestureRecognizers }
  /// The force: an average touch's, 1.
  open var force: CGFloat { 1 }
  /// The largest force: 1, as no device here measures force.
  open var maximumPossibleForce: CGFloat { 1 }
  /// The stylus's altitude: perpendicular.
  open var altitudeAngle: CGFloat { .pi / 2 }
  private let point: CGPoint
  private let previousPoint: CGPoint

  /// A touch of `view` at `point` (in the view's coordinates, which are the window's here).
  public init(
    view: View?, at point: CGPoint = .zero, previous previousPoint: CGPoint? = nil,
    phase: Phase = .began, tapCount: Int = 1
  ) {
    self.view = view
    self.point = point
    self.previousPoint = previousPoint ?? point
    self.phase = phase
    self.tapCount = tapCount
  }

  /// Where the touch is in `view`'s coordinates: the point given (views have no geometry).
  open func location(in view: View?) -> CGPoint { point }
  /// Where the touch was before its last move.
  open func previousLocation(in view: View?) -> CGPoint { previousPoint }
  /// ``location(in:)``, as no device here is more precise.
  open func preciseLocation(in view: View?) -> CGPoint { point }
  /// ``previousLocation(in:)``.
  open func precisePreviousLocation(in view: View?) -> CGPoint { previousPoint }
  /// The stylus's azimuth: 0.
  open func azimuthAngle(in view: View?) -> CGFloat { 0 }

  /// Touches are equal when they are the same object, as UIKit's.
  public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  /// Hashes the touch's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
