/// UIKit's `UIContextMenuInteractionAnimating`: the animator a context menu's delegate adds
/// animations and completions to (no menu is shown here, so nothing calls it).
public protocol ContextMenuInteractionAnimating: AnyObject {
  /// The controller the menu previews.
  var previewViewController: ViewController? { get }
  /// Adds animations to run with the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion to run when the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}
