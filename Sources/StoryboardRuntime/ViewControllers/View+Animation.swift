import Foundation

extension View {
  /// UIKit's `UIView.AnimationCurve`: the timing of an animation; kept as data.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at both ends.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even.
    case linear = 3
  }

  /// How an animation runs (UIKit's `UIView.AnimationOptions`); kept for the signatures.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lets the user interact during the animation.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A cross-dissolve transition.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  }

  /// Runs `animations`, then `completion` with `true`: nothing is animated here.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`: nothing is animated here.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`, as a transition of `view` would.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Runs `actions` without animation.
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}
