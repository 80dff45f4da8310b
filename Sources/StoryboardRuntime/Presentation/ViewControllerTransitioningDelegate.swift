import Foundation

/// What supplies a presentation's animators and, for a `.custom` presentation, its
/// presentation controller (UIKit's `UIViewControllerTransitioningDelegate`).
public protocol ViewControllerTransitioningDelegate: ObjectiveCResponding {
  /// The presentation controller of a `.custom` presentation, or `nil` for a plain one.
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
  /// The animator of the presentation, or `nil` for the standard one.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The animator of the dismissal, or `nil` for the standard one.
  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  /// The interaction that drives the presentation's `animator`, or `nil`.
  func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  /// The interaction that drives the dismissal's `animator`, or `nil`.
  func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
}

extension ViewControllerTransitioningDelegate {
  /// `nil`: a plain presentation controller.
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
  /// `nil`: the standard animation.
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// `nil`: the standard animation.
  public func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  { nil }
  /// `nil`: not interactive.
  public func interactionControllerForPresentation(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  /// `nil`: not interactive.
  public func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}
