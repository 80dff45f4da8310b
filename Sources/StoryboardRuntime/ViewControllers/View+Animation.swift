import Foundation
import Synchronization

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
    /// Lays the subviews out as the animation commits.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Repeats the animation.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation back and forth.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's curve.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws the content during the animation.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows the views of a transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignores an enclosing animation's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// A curl up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A curl down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A flip from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// 60 frames a second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames a second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// Runs `animations`: nothing is animated here.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  {
    runAnimation(duration: duration, animations: animations, completion: nil)
  }

  /// Runs `animations`, then `completion` with `true`: nothing is animated here.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(duration: duration, animations: animations, completion: completion)
  }

  /// Runs `animations`, then `completion` with `true`: nothing is animated here.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(duration: duration, animations: animations, completion: completion)
  }

  /// Runs `animations` with ``inheritedAnimationDuration`` at `duration`, then `completion`
  /// with `true`.
  static func runAnimation(
    duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    Exceptions.raising {
      AnimationContext.$duration.withValue(duration) { animations() }
      if let completion { Exceptions.callingBack { completion(true) } }
    }
  }

  /// Runs `animations`, then `completion` with `true`: nothing is animated here.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(duration: duration, animations: animations, completion: completion)
  }

  /// Runs `animations`, then `completion` with `true`, as a transition of `view` would.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    Exceptions.raising {
      animations?()
      if let completion { Exceptions.callingBack { completion(true) } }
    }
  }

  /// Replaces `fromView` with `toView` as a transition does: `toView` takes `fromView`'s place
  /// in its superview and `fromView` leaves it, or, with ``AnimationOptions/showHideTransitionViews``,
  /// `fromView` is hidden and `toView` shown; then `completion` runs with `true`.
  public static func transition(
    from fromView: View, to toView: View, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
      superview.insertSubview(toView, at: index + 1)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }

  /// Whether animations run (they complete at once here either way).
  /// Inert: nothing in the simulation acts on it.
  public static var areAnimationsEnabled: Bool { animationsEnabled.withLock { $0 } }

  /// Turns animations on or off.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    animationsEnabled.withLock { $0 = enabled }
  }

  /// Runs `actions` without animation.
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// Whether animations are enabled, process-wide as in UIKit.
private let animationsEnabled = Mutex(true)
