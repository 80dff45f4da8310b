import Foundation
import StoryboardRuntime

extension TableViewDelegate {
  /// Selects `indexPath`.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Deselects `indexPath`.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// Highlights.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
  ) {}
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableView.automaticDimension
  }
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    TableView.automaticDimension
  }
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    TableView.automaticDimension
  }
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { TableView.automaticDimension }
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { TableView.automaticDimension }
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { TableView.automaticDimension }
  /// No header view.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }
  /// No footer view.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }
  /// Whether the row's primary action may run: UIKit's default, "true when the table view
  /// isn't in an editing state, and false when it is".
  public func tableView(
    _ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { !tableView.isEditing }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath
  ) {}
  /// Delete.
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }
  /// UIKit's own title.
  public func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// Indents.
  public func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// The proposal.
  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Level 0.
  public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// No menu.
  public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath)
    -> Bool
  { false }
  /// No action.
  public func tableView(
    _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  /// No multiple selection by pan.
  public func tableView(
    _ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
}
