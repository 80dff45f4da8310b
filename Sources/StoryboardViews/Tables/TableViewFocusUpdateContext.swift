import Foundation
import StoryboardRuntime

/// UIKit's `UITableViewFocusUpdateContext`: a focus move between rows.
open class TableViewFocusUpdateContext: FocusUpdateContext {
  /// The row that had focus.
  open var previouslyFocusedIndexPath: IndexPath? { nil }
  /// The row that gets focus.
  open var nextFocusedIndexPath: IndexPath? { nil }
}
