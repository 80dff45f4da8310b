import Foundation
import StoryboardRuntime

/// UIKit's defaults of the collection view delegate's optional requirements beyond selection.
extension CollectionViewDelegate {
  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Returns `false`.
  public func collectionView(
    _ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Returns `false`.
  public func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {}
  /// See the requirement.
  public func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// Returns `true`.
  public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator
  ) {}
  /// Returns `nil`.
  public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    nil
  }
  /// Returns `proposedIndexPath`.
  public func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// Returns `proposedIndexPath`.
  public func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// Returns `proposedContentOffset`.
  public func collectionView(
    _ collectionView: CollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }
  /// Returns `true`.
  public func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any SpringLoadedInteractionContext
  ) -> Bool { true }
  /// Returns `false`.
  public func collectionView(
    _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
  /// Returns `nil`.
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Returns `nil`.
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Returns `nil`.
  public func collectionView(
    _ collectionView: CollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Returns `nil`.
  public func collectionView(
    _ collectionView: CollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Returns `nil`.
  public func collectionView(
    _ collectionView: CollectionView,
    contextMenuConfiguration configuration: ContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> TargetedPreview? { nil }
  /// Returns `nil`.
  public func collectionView(
    _ collectionView: CollectionView,
    contextMenuConfiguration configuration: ContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> TargetedPreview? { nil }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView,
    willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView,
    willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Returns `collectionView.selectionFollowsFocus`.
  public func collectionView(
    _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool { collectionView.selectionFollowsFocus }
  /// Whether the item's primary action may run: UIKit's default, "true when the collection view
  /// isn't in an editing state, and false when it is".
  public func collectionView(
    _ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool { !collectionView.isEditing }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {}
}
