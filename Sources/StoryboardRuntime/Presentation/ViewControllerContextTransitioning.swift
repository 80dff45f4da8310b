import Foundation

/// What an animator is given (UIKit's `UIViewControllerContextTransitioning`).
public protocol ViewControllerContextTransitioning: AnyObject {
  /// The view the animation takes place in.
  var containerView: View { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is driven by a gesture.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// One of the two controllers.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// One of the two views.
  func view(forKey key: TransitionContextViewKey) -> View?
  /// The frame a controller's view starts at.
  func initialFrame(for viewController: ViewController) -> CGRect
  /// The frame a controller's view ends at.
  func finalFrame(for viewController: ViewController) -> CGRect
  /// Tells that the animation is over.
  func completeTransition(_ didComplete: Bool)
}
