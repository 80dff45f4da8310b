import Foundation

/// UIKit's `UISpringTimingParameters`: a spring's timing, kept as data.
open class SpringTimingParameters: TimingCurveProvider {
  /// The spring's initial velocity.
  open private(set) var initialVelocity: CGVector
  /// The damping ratio, when the spring was given by one (UIKit's default spring: 1).
  let dampingRatio: CGFloat?

  /// UIKit's default spring, critically damped.
  public convenience init() { self.init(dampingRatio: 1) }

  /// Decodes nothing: the runtime keeps no archives of timing curves.
  public convenience init?(coder: NSCoder) { self.init() }

  /// A spring of `ratio` damping, starting at `velocity`.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
  }

  /// A spring of the given physics, starting at `velocity`.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    dampingRatio = nil
    initialVelocity = velocity
  }

  /// A spring of `ratio` damping, at rest.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// `.spring`.
  open var timingCurveType: TimingCurveType { .spring }
  /// None.
  open var cubicTimingParameters: CubicTimingParameters? { nil }
  /// Itself.
  open var springTimingParameters: SpringTimingParameters? { self }
}
