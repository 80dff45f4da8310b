import Foundation

/// UIKit's `UIViewAnimating`: an animation that can be started, paused, scrubbed, stopped and
/// finished — ``ViewPropertyAnimator``, or an app's own.
public protocol ViewAnimating: AnyObject {
  /// Where the animation is in its life.
  var state: ViewAnimatingState { get }
  /// Whether it is running (not paused).
  var isRunning: Bool { get }
  /// Whether it runs backwards, to its start.
  var isReversed: Bool { get set }
  /// How far it has come, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes it.
  func startAnimation()
  /// Starts it after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses it.
  func pauseAnimation()
  /// Stops it where it is: to `.inactive` without its completions when `withoutFinishing`,
  /// else to `.stopped`, waiting for ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at `finalPosition`, running its completions.
  func finishAnimation(at finalPosition: ViewAnimatingPosition)
}
