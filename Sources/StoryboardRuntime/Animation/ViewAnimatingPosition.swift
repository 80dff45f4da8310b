/// UIKit's `UIViewAnimatingPosition`: where an animation ended, as its completions are told.
public enum ViewAnimatingPosition: Int, Sendable {
  /// At its end.
  case end = 0
  /// At its start (a reversed animation).
  case start = 1
  /// Where it was when it was stopped.
  case current = 2
}
