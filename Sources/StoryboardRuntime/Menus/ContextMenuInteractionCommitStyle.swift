/// UIKit's `UIContextMenuInteractionCommitStyle`: how a previewed menu commits.
public enum ContextMenuInteractionCommitStyle: Int, Sendable {
  /// The preview is dismissed.
  case dismiss = 0
  /// The preview pops into place.
  case pop = 1
}
