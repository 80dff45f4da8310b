import Foundation

/// What code running during a transition sees of it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext` and `UIViewControllerTransitionCoordinator`).
public protocol ViewControllerTransitionCoordinator: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// Whether the transition is driven by a gesture.
  var isInteractive: Bool { get }
  /// One of the two controllers.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// Runs `animation` alongside the transition and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinator) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinator) -> Void)?
  ) -> Bool
}
