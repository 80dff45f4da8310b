import Foundation
import StoryboardRuntime

/// What a collection view keeps beyond its cells, made on first use.
final class CollectionViewSettings {
  weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
  var isPrefetchingEnabled = true
  var dragInteractionEnabled = false
  var reorderingCadence = CollectionView.ReorderingCadence.immediate
  var selfSizingInvalidation = CollectionView.SelfSizingInvalidation.enabled
  var backgroundView: View?
  var remembersLastFocusedIndexPath = false
  var selectionFollowsFocus = false
  var allowsFocus = false
  var allowsFocusDuringEditing = false
  var isEditing = false
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelectionDuringEditing = false
  var updateDepth = 0
  var isLayoutPrepared = false
  var movingItem: IndexPath?
  var transition:
    (
      layout: CollectionViewTransitionLayout,
      completion: CollectionView.LayoutInteractiveTransitionCompletion?
    )?
  /// Makers of supplementary views, by kind and reuse identifier.
  var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
  /// Makers of supplementary views from the storyboard's prototypes, by kind and reuse
  /// identifier.
  var supplementaryPrototypes: [String: () -> CollectionReusableView?] = [:]
  /// The supplementary views made so far, by kind and index path.
  var supplementaryViews: [String: [IndexPath: CollectionReusableView]] = [:]
}
