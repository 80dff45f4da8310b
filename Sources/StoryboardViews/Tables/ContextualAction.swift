import StoryboardRuntime

/// UIKit's `UIContextualAction`: a swipe action of a table or list row. A test performs it
/// with ``perform(in:completion:)``, as a user's tap on the action would.
open class ContextualAction {
  /// How the action looks (UIKit's `UIContextualAction.Style`).
  public enum Style: Int, Sendable {
    /// A normal action.
    case normal = 0
    /// A destructive action.
    case destructive = 1
  }
  /// What the action does: given the action, the view it was shown in, and the completion to
  /// call with whether it was performed.
  public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  /// The style.
  public let style: Style
  /// The handler.
  public let handler: Handler
  /// The title.
  open var title: String?
  /// The background colour.
  open var backgroundColor: Color!
  /// The image.
  open var image: Image?

  /// An action of `style` titled `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }

  /// Runs the handler as a user's tap on the action would, shown in `view`.
  public func perform(in view: View, completion: @escaping (Bool) -> Void = { _ in }) {
    Exceptions.raising { Exceptions.callingBack { handler(self, view, completion) } }
  }
}
