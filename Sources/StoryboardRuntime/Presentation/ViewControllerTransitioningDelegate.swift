import Foundation

/// What supplies a presentation's animators (UIKit's `UIViewControllerTransitioningDelegate`).
public protocol ViewControllerTransitioningDelegate: AnyObject {
  /// The animator of the presentation, or `nil` for the standard one.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The animator of the dismissal, or `nil` for the standard one.
  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
}

extension ViewControllerTransitioningDelegate {
  /// `nil`: the standard animation.
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// `nil`: the standard animation.
  public func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  { nil }
}
