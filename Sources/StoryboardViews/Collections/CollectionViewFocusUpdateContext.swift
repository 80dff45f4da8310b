import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewFocusUpdateContext`: a focus move between items.
open class CollectionViewFocusUpdateContext: FocusUpdateContext {
  /// The item that had focus.
  open var previouslyFocusedIndexPath: IndexPath? { nil }
  /// The item that gets focus.
  open var nextFocusedIndexPath: IndexPath? { nil }
}
