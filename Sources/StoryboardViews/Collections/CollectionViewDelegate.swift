import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewDelegate`: asked and told of a user's selection, in UIKit's order.
/// The requirements UIKit marks optional have defaults here.
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// Whether the item may be selected; `true` by default.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The item was selected by the user.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether the item may be deselected; `true` by default.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// The item was deselected by the user's selection of another.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether the item may be highlighted by a touch; `true` by default.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  /// The item was highlighted by a touch.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item's highlight ended.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// The cell is about to be shown.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A supplementary view is about to be shown.
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// The cell left the screen.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A supplementary view left the screen.
  func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// Whether the item shows the edit menu (deprecated); `false` by default.
  func collectionView(
    _ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool
  /// Whether the item's edit menu offers `action` (deprecated); `false` by default.
  func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool
  /// The user chose `action` of the item's edit menu (deprecated).
  func collectionView(
    _ collectionView: CollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?)
  /// The layout that runs an interactive transition; by default one from `fromLayout` to `toLayout`.
  func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout
  /// Whether the item can be focused; `true` by default.
  func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
  /// Whether focus may move as `context` describes; `true` by default.
  func collectionView(
    _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
  ) -> Bool
  /// Focus moved as `context` describes.
  func collectionView(
    _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator)
  /// The item focused first; none by default.
  func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath?
  /// Where an item being moved lands; the proposed place by default.
  func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Where an item being moved lands, knowing where it started; the proposed place by default.
  func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Where the content sits after a layout change; the proposed offset by default.
  func collectionView(
    _ collectionView: CollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint
  /// Whether the item can be edited; `true` by default.
  func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool
  /// Whether a spring-loaded drag over the item opens it; `true` by default.
  func collectionView(
    _ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any SpringLoadedInteractionContext
  ) -> Bool
  /// Whether a two-finger pan starts selecting several items; `false` by default.
  func collectionView(
    _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// A two-finger pan started selecting several items.
  func collectionView(
    _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// The two-finger selection ended.
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView)
  /// The item's context menu; none by default.
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration?
  /// The context menu of several items; none by default.
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration?
  /// The preview a context menu highlights; the cell's by default (nil).
  func collectionView(
    _ collectionView: CollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview?
  /// The preview a context menu dismisses to; nil by default.
  func collectionView(
    _ collectionView: CollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview?
  /// The preview a context menu of the item highlights; nil by default.
  func collectionView(
    _ collectionView: CollectionView,
    contextMenuConfiguration configuration: ContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> TargetedPreview?
  /// The preview a context menu of the item dismisses to; nil by default.
  func collectionView(
    _ collectionView: CollectionView,
    contextMenuConfiguration configuration: ContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> TargetedPreview?
  /// The user committed a context menu's preview.
  func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating)
  /// A context menu is about to show.
  func collectionView(
    _ collectionView: CollectionView,
    willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// A context menu is about to close.
  func collectionView(
    _ collectionView: CollectionView,
    willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// Whether focusing the item selects it; the collection view's setting by default.
  func collectionView(
    _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool
  /// Whether the item has a primary action; `true` by default.
  func collectionView(
    _ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool
  /// The user triggered the item's primary action (a tap when the item is not selected by it).
  func collectionView(
    _ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}
