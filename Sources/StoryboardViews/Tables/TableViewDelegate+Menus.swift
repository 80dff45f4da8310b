import Foundation
import StoryboardRuntime

/// UIKit's defaults of the table view delegate's swipe, focus and context menu requirements.
extension TableViewDelegate {
  /// Returns `nil`.
  public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  { nil }
  /// Returns `nil`.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// Returns `nil`.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// Returns `true`.
  public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
  /// Returns `true`.
  public func tableView(
    _ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator
  ) {}
  /// Returns `nil`.
  public func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { nil }
  /// Returns `tableView.selectionFollowsFocus`.
  public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
    -> Bool
  { tableView.selectionFollowsFocus }
  /// Returns `true`.
  public func tableView(
    _ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any SpringLoadedInteractionContext
  ) -> Bool { true }
  /// Returns `nil`.
  public func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Returns `nil`.
  public func tableView(
    _ tableView: TableView,
    previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Returns `nil`.
  public func tableView(
    _ tableView: TableView,
    previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
}
