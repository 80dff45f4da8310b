import Foundation

/// UIKit's `UIContextMenuInteractionDelegate`: gives a context menu interaction its menu, with
/// UIKit's defaults for the requirements UIKit marks optional.
public protocol ContextMenuInteractionDelegate: ObjectiveCResponding {
  /// The menu at `location`, or `nil` for none.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration?
  /// The preview the menu highlights; `nil` by default (the view's).
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview?
  /// The preview the menu dismisses to; `nil` by default.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview?
  /// The user committed the preview.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating)
  /// The menu is about to show.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    willDisplayMenuFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// The menu is about to close.
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
}

extension ContextMenuInteractionDelegate {
  /// `nil`.
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// `nil`.
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Inert: nothing in the simulation acts on it.
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    willDisplayMenuFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
}
