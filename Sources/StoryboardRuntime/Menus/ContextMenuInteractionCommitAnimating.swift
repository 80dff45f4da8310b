/// UIKit's `UIContextMenuInteractionCommitAnimating`: the animator of a menu's commit.
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
  /// How the preview commits.
  var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}
