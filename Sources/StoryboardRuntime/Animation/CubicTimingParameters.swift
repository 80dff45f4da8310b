import Foundation

/// UIKit's `UICubicTimingParameters`: a built-in curve or a cubic Bézier one, kept as data.
open class CubicTimingParameters: TimingCurveProvider {
  /// The built-in curve (`.easeInOut` for a curve given by control points, and by default).
  open private(set) var animationCurve: View.AnimationCurve
  /// The first control point.
  open private(set) var controlPoint1: CGPoint
  /// The second control point.
  open private(set) var controlPoint2: CGPoint
  /// Whether the curve was given by control points.
  private let isCustom: Bool

  /// The default curve, UIKit's ease-in-ease-out.
  public convenience init() { self.init(animationCurve: .easeInOut) }

  /// Decodes nothing: the runtime keeps no archives of timing curves.
  public convenience init?(coder: NSCoder) { self.init() }

  /// A built-in curve, with its control points (Core Animation's named curves).
  public init(animationCurve curve: View.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) =
      switch curve {
      case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      }
    isCustom = false
  }

  /// A cubic Bézier curve from (0, 0) to (1, 1) through the two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isCustom = true
  }

  /// `.cubic` for control points, `.builtin` for a built-in curve.
  open var timingCurveType: TimingCurveType { isCustom ? .cubic : .builtin }
  /// Itself.
  open var cubicTimingParameters: CubicTimingParameters? { self }
  /// None.
  open var springTimingParameters: SpringTimingParameters? { nil }
}
