/// UIKit's `UIFocusUpdateContext`: a focus move's views (focus is not simulated, so nothing
/// moves it here).
open class FocusUpdateContext {
  /// The view that had focus.
  open private(set) weak var previouslyFocusedView: View?
  /// The view that gets focus.
  open private(set) weak var nextFocusedView: View?

  /// A context of a move from `previouslyFocusedView` to `nextFocusedView`.
  public init(previouslyFocusedView: View?, nextFocusedView: View?) {
    self.previouslyFocusedView = previouslyFocusedView
    self.nextFocusedView = nextFocusedView
  }
}
