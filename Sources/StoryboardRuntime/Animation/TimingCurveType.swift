/// UIKit's `UITimingCurveType`: the kind of a timing curve.
public enum TimingCurveType: Int, Sendable {
  /// One of UIKit's curves (`UIView.AnimationCurve`).
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring together.
  case composed = 3
}
