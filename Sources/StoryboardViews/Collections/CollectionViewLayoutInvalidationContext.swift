import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewLayoutInvalidationContext`: which parts of a layout to compute
/// again; kept as data.
open class CollectionViewLayoutInvalidationContext {
  /// Whether everything is invalidated.
  open internal(set) var invalidateEverything = false
  /// Whether the data source's counts are invalidated.
  open internal(set) var invalidateDataSourceCounts = false
  /// The items invalidated.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views invalidated, by kind.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// The decoration views invalidated, by kind.
  open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// How much the content offset moves.
  open var contentOffsetAdjustment = CGPoint.zero
  /// How much the content size changes.
  open var contentSizeAdjustment = CGSize.zero
  /// The index paths of the items being moved, before the move.
  open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// The index paths of the items being moved, after it.
  open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// Where the moving items are.
  open internal(set) var interactiveMovementTarget = CGPoint.zero

  /// A context that invalidates nothing yet.
  public required init() {}

  /// Invalidates the items at `indexPaths`.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }
  /// Invalidates supplementary views of `elementKind`.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:]).merging(
      [elementKind: indexPaths]
    ) { $0 + $1 }
  }
  /// Invalidates decoration views of `elementKind`.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:]).merging(
      [elementKind: indexPaths]
    ) { $0 + $1 }
  }
}
