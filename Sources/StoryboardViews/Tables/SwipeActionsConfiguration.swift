import StoryboardRuntime

/// UIKit's `UISwipeActionsConfiguration`: the actions a swipe on a row shows.
open class SwipeActionsConfiguration {
  /// The actions, first nearest the edge.
  public let actions: [ContextualAction]
  /// Whether a full swipe performs the first action.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [ContextualAction]) { self.actions = actions }
}
