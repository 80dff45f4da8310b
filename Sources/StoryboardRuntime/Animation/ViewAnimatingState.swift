/// UIKit's `UIViewAnimatingState`: where an animator is in its life.
public enum ViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations can be added and it can start.
  case inactive = 0
  /// Started: running, or paused.
  case active = 1
  /// Stopped without finishing: waits for `finishAnimation(at:)`.
  case stopped = 2
}
