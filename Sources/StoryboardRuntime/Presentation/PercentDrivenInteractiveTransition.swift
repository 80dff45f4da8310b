import Foundation

/// UIKit's `UIPercentDrivenInteractiveTransition`: an interaction that a gesture handler moves
/// with ``update(_:)`` and ends with ``finish()`` or ``cancel()``.
///
/// It keeps what the handler tells it. Started on a transition's context, it completes that
/// context when it finishes or cancels (`completeTransition(_:)` with `true` or `false`);
/// the runtime itself starts no interactive transition (see
/// ``NavigationController/swipeToPop(completing:)`` for the user's interactive pop).
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
  private weak var context: (any ViewControllerContextTransitioning)?
  private var storedDuration: CGFloat = 0
  private var storedPercentComplete: CGFloat = 0

  /// An interaction at 0 %.
  public init() {}

  /// The duration of the animator the transition started with; 0 before it starts.
  open var duration: CGFloat { storedDuration }
  /// The last value given to ``update(_:)``.
  open var percentComplete: CGFloat { storedPercentComplete }
  /// How fast the rest runs once the interaction ends; 1 by default.
  open var completionSpeed: CGFloat = 1
  /// The curve of the rest; ease-in-out by default.
  open var completionCurve = View.AnimationCurve.easeInOut
  /// Whether the transition starts interactively; `true` by default.
  open var wantsInteractiveStart = true
  /// Whether the interaction is paused.
  public private(set) var isPaused = false
  /// How the interaction ended: `true` finished, `false` cancelled, `nil` still running.
  public private(set) var didFinish: Bool?

  /// Starts driving `transitionContext`.
  open func startInteractiveTransition(
    _ transitionContext: any ViewControllerContextTransitioning
  ) {
    context = transitionContext
    didFinish = nil
  }

  /// Moves the transition to `percentComplete` (0 to 1).
  open func update(_ percentComplete: CGFloat) {
    storedPercentComplete = min(max(percentComplete, 0), 1)
    isPaused = false
  }

  /// Pauses the transition where it is.
  open func pause() { isPaused = true }

  /// Ends the interaction: the transition completes.
  open func finish() {
    didFinish = true
    storedPercentComplete = 1
    context?.completeTransition(true)
  }

  /// Ends the interaction: the transition goes back, as if it had not started.
  open func cancel() {
    didFinish = false
    storedPercentComplete = 0
    context?.completeTransition(false)
  }
}
