import Foundation

/// What drives a transition interactively (UIKit's `UIViewControllerInteractiveTransitioning`).
///
/// The runtime's transitions complete within their call, so it never starts one
/// interactively; a user's interactive pop is simulated by
/// ``NavigationController/swipeToPop(completing:)``.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
  /// Starts driving the transition of `transitionContext`.
  func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
  /// How fast the rest runs once the interaction ends; 1 by default.
  var completionSpeed: CGFloat { get }
  /// The curve of the rest; ease-in-out by default.
  var completionCurve: View.AnimationCurve { get }
  /// Whether the transition starts interactively; `true` by default.
  var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
  /// 1.
  public var completionSpeed: CGFloat { 1 }
  /// Ease-in-out.
  public var completionCurve: View.AnimationCurve { .easeInOut }
  /// `true`.
  public var wantsInteractiveStart: Bool { true }
}
