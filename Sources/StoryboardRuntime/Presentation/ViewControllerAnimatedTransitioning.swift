import Foundation

/// An animator of a custom transition (UIKit's `UIViewControllerAnimatedTransitioning`).
public protocol ViewControllerAnimatedTransitioning: AnyObject {
  /// How long the animation lasts.
  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Runs the animation; it ends with `completeTransition(_:)`.
  func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
  /// Called once the transition is over.
  func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}
