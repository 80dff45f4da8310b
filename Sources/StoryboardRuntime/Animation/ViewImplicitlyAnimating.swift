import Foundation

/// UIKit's `UIViewImplicitlyAnimating`: an animation blocks and completions can be added to.
/// Its requirements are optional in UIKit: the defaults here do nothing, as a missing optional
/// method would.
public protocol ViewImplicitlyAnimating: ViewAnimating {
  /// Adds `animation`, starting at `delayFactor` of the duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds `animation`.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block run when the animation ends, with where it ended.
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
  /// Continues a paused animation with new timing.
  func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

extension ViewImplicitlyAnimating {
  /// Does nothing (an optional requirement left out). Inert: nothing in the simulation acts on it.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  /// Does nothing (an optional requirement left out). Inert: nothing in the simulation acts on it.
  public func addAnimations(_ animation: @escaping () -> Void) {}
  /// Does nothing (an optional requirement left out). Inert: nothing in the simulation acts on it.
  public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {}
  /// Does nothing (an optional requirement left out). Inert: nothing in the simulation acts on it.
  public func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}
