import Foundation

/// The duration of the animation block running on the current task, for
/// ``View/inheritedAnimationDuration``.
enum AnimationContext {
  @TaskLocal static var duration: TimeInterval = 0
}

extension View {
  /// UIKit's `UIView.KeyframeAnimationOptions`, with UIKit's raw values (UIView.h).
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews at commit time.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Views take touches while animating.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the current values.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat for ever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run back and forth.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignore a nested duration.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Inherit no options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pacing.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth, evenly paced curve.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// UIKit's `UIView.SystemAnimation`.
  public enum SystemAnimation: UInt, Sendable {
    /// Removes the views from the hierarchy when complete (UIView.h).
    case delete = 0
  }

  /// UIKit's `UIView.AnimationTransition` (deprecated in iOS 13).
  public enum AnimationTransition: Int, Sendable {
    case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown
  }

  /// The duration of the animation block the caller runs in, or 0 outside one.
  public static var inheritedAnimationDuration: TimeInterval { AnimationContext.duration }

  /// Runs `animations`, whose keyframes (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``)
  /// run at once, then `completion` with `true`.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)? = nil
  ) {
    runAnimation(duration: duration, animations: animations, completion: completion)
  }
  /// Runs `animations`, then answers `true`.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void
  ) async -> Bool {
    runAnimation(duration: duration, animations: animations, completion: nil)
    return true
  }
  /// Runs a keyframe's `animations` at once, with its share of the block's duration.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    AnimationContext.$duration.withValue(AnimationContext.duration * frameDuration) {
      animations()
    }
  }
  /// Runs `animations`: repetition has nothing to repeat here.
  public static func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) { animations() }
  /// Performs `animation` on `views` with `parallelAnimations`, then `completion` with `true`:
  /// ``SystemAnimation/delete`` removes the views from the hierarchy when complete (UIView.h).
  public static func perform(
    _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    Exceptions.raising {
      parallelAnimations?()
      for view in views { view.removeFromSuperview() }
      if let completion { Exceptions.callingBack { completion(true) } }
    }
  }

  /// Starts an old-style animation block (deprecated in iOS 13): changes apply at once.
  /// Inert: nothing in the simulation acts on it.
  public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
  /// Ends an old-style animation block. Inert: nothing in the simulation acts on it.
  public static func commitAnimations() {}
  /// Sets the block's delegate: never called, as nothing is animated.
  /// Inert: nothing in the simulation acts on it.
  public static func setAnimationDelegate(_ delegate: Any?) {}
  /// Sets the method called when the block starts: never called.
  /// Inert: nothing in the simulation acts on it.
  public static func setAnimationWillStart(_ selector: Selector?) {}
  /// Sets the method called when the block stops: never called.
  /// Inert: nothing in the simulation acts on it.
  public static func setAnimationDidStop(_ selector: Selector?) {}
  /// Sets the block's duration: nothing is animated. Inert: nothing in the simulation acts on it.
  public static func setAnimationDuration(_ duration: TimeInterval) {}
  /// Sets the block's delay. Inert: nothing in the simulation acts on it.
  public static func setAnimationDelay(_ delay: TimeInterval) {}
  /// Sets the block's start date. Inert: nothing in the simulation acts on it.
  public static func setAnimationStart(_ startDate: Date) {}
  /// Sets the block's curve. Inert: nothing in the simulation acts on it.
  public static func setAnimationCurve(_ curve: AnimationCurve) {}
  /// Sets the block's repeat count. Inert: nothing in the simulation acts on it.
  public static func setAnimationRepeatCount(_ repeatCount: Float) {}
  /// Sets whether the block runs back and forth. Inert: nothing in the simulation acts on it.
  public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
  /// Sets whether the block starts from the current state.
  /// Inert: nothing in the simulation acts on it.
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
  /// Sets the block's transition for `view`. Inert: nothing in the simulation acts on it.
  public static func setAnimationTransition(
    _ transition: AnimationTransition, for view: View, cache: Bool
  ) {}
}
