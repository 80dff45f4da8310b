import Foundation
import StoryboardRuntime

/// UIKit's `UITableViewDelegate`: told of a user's tap in UIKit's order (should highlight,
/// did highlight, did unhighlight, will select, select, did select) and of the cells shown.
/// The requirements UIKit marks optional have UIKit's defaults here; those about geometry,
/// editing and menus are asked by nothing here and answer as UIKit does without a delegate.
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The row to select instead of `indexPath`, or `nil` to select none; `indexPath` by default.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was selected by the user.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The row to deselect instead of `indexPath`, or `nil`; `indexPath` by default.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was deselected by the user's selection of another.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// The accessory button of the row was tapped.
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Whether a touch highlights the row; `false` also keeps a tap from selecting it. `true` by
  /// default.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted by a touch.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// The touch ended: the row is no longer highlighted.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The cell is about to show the row: the table made it for a row it lays out.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The header view of `section` is about to show.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  /// The footer view of `section` is about to show.
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
  /// The cell stopped showing the row (the table reloaded).
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The header view of `section` stopped showing.
  func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
  /// The footer view of `section` stopped showing.
  func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
  /// The row's height; ``TableView/automaticDimension`` by default.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The header's height; ``TableView/automaticDimension`` by default.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The footer's height; ``TableView/automaticDimension`` by default.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// The row's estimated height; ``TableView/automaticDimension`` by default.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The header's estimated height; ``TableView/automaticDimension`` by default.
  func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  /// The footer's estimated height; ``TableView/automaticDimension`` by default.
  func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  /// The header view of `section`; `nil` (the title's, if any) by default.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// The footer view of `section`; `nil` by default.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// Whether the row's primary action can run (iOS 16); `false` by default.
  func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
    -> Bool
  /// The row's primary action (iOS 16).
  func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)
  /// The editing control of the row; ``TableViewCell/EditingStyle/delete`` by default.
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  /// The title of the delete button; `nil` (UIKit's "Delete") by default.
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Whether the row indents while editing; `true` by default.
  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// The user is about to edit the row (a swipe).
  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The user stopped editing the row.
  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Where a moved row goes instead of `proposedDestinationIndexPath`; the proposal by
  /// default.
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The row's indentation level; 0 by default.
  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// Whether a long press shows the edit menu (deprecated in iOS 13); `false` by default.
  func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
  /// Whether the edit menu offers `action` (deprecated in iOS 13); `false` by default.
  func tableView(
    _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool
  /// The edit menu's `action` was chosen (deprecated in iOS 13).
  func tableView(
    _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?)
  /// Whether a two-finger pan may select several rows; `false` by default.
  func tableView(
    _ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// The two-finger pan began selecting rows.
  func tableView(
    _ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// The two-finger pan ended.
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)
  /// The row actions a swipe shows (deprecated in iOS 13); none by default.
  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  /// The actions a swipe from the leading edge shows; none by default.
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge shows; none by default (UIKit then offers Delete when the row can be edited).
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// Whether the row can be focused; `true` by default.
  func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool
  /// Whether focus may move as `context` describes; `true` by default.
  func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext)
    -> Bool
  /// Focus moved as `context` describes.
  func tableView(
    _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator)
  /// The row focused first; none by default.
  func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath?
  /// Whether focusing the row selects it; the table's setting by default.
  func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
  /// Whether a spring-loaded drag over the row opens it; `true` by default.
  func tableView(
    _ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any SpringLoadedInteractionContext
  ) -> Bool
  /// The row's context menu; none by default.
  func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration?
  /// The preview a context menu highlights; nil by default.
  func tableView(
    _ tableView: TableView,
    previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview?
  /// The preview a context menu dismisses to; nil by default.
  func tableView(
    _ tableView: TableView,
    previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview?
  /// The user committed a context menu's preview.
  func tableView(
    _ tableView: TableView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating)
  /// A context menu is about to show.
  func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// A context menu is about to close.
  func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
}
