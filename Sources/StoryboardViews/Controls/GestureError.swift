import StoryboardRuntime

/// Why a simulated gesture was refused: what a user could not touch, or what is not there.
public enum GestureError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The control, or a view it is in, is hidden (or transparent).
  case hidden(String)
  /// The control is disabled.
  case disabled(String)
  /// The control, or a view it is in, does not take touches.
  case noUserInteraction(String)
  /// The control is in no window, so no user can see it.
  case notInWindow(String)
  /// No control matches what the test asked for.
  case notFound(String, in: String)

  /// What was refused and why.
  public var description: String {
    switch self {
    case .hidden(let control):
      "Cannot touch \(control): it, or a view it is in, is hidden; a user could not see it."
    case .disabled(let control):
      "Cannot touch \(control): the control is not enabled."
    case .noUserInteraction(let control):
      "Cannot touch \(control): it, or a view it is in, does not allow user interaction."
    case .notInWindow(let control):
      "Cannot touch \(control): it is in no window. Put its controller's view on screen first "
        + "(makeVisibleWindow(root:))."
    case .notFound(let query, let view):
      "No control \(query) in \(view)."
    }
  }
}
