import Foundation
import StoryboardRuntime

/// UIKit's `UITableViewRowAction` (deprecated in iOS 13): an action a swipe on a row shows.
open class TableViewRowAction {
  /// How the action looks (UIKit's `UITableViewRowAction.Style`).
  public enum Style: Int, Sendable {
    /// The default, destructive look.
    case `default` = 0
    /// A normal action.
    case normal = 1
    /// The destructive look: the default.
    public static var destructive: Style { .default }
  }

  /// The style.
  public let style: Style
  /// The title.
  open var title: String?
  /// The background colour.
  open var backgroundColor: Color?
  /// The blur behind the action.
  open var backgroundEffect: VisualEffect?
  /// What the action does, given the row.
  public let handler: (TableViewRowAction, IndexPath) -> Void

  /// An action of `style` titled `title` that runs `handler`.
  public init(
    style: Style, title: String?, handler: @escaping (TableViewRowAction, IndexPath) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
