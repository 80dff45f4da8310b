/// UIKit's `UITimingCurveProvider`: the timing of an animator, kept as data (the runtime's
/// animations have no duration to time).
public protocol TimingCurveProvider: AnyObject {
  /// The kind of curve.
  var timingCurveType: TimingCurveType { get }
  /// The cubic curve, for a `.builtin`, `.cubic` or `.composed` one.
  var cubicTimingParameters: CubicTimingParameters? { get }
  /// The spring, for a `.spring` or `.composed` one.
  var springTimingParameters: SpringTimingParameters? { get }
}
