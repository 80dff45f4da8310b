import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewUpdateItem`: one insertion, deletion, reload or move a layout is
/// told of.
open class CollectionViewUpdateItem {
  /// What changed (UIKit's `UICollectionViewUpdateItem.Action`).
  public enum Action: Int, Sendable {
    case insert = 0, delete, reload, move, none
  }

  /// The element's index path before the update.
  public let indexPathBeforeUpdate: IndexPath?
  /// The element's index path after the update.
  public let indexPathAfterUpdate: IndexPath?
  /// What changed.
  public let updateAction: Action

  init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
  }
}
