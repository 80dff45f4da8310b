import Foundation

/// UIKit's `UIPointerLockState`: whether a scene's pointer is locked.
open class PointerLockState {
  /// Posted when a scene's pointer lock changes (never, here).
  public static let didChangeNotification = NSNotification.Name(
    "UIPointerLockStateDidChangeNotification")
  /// The key of the scene in ``didChangeNotification``'s user info.
  public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"
  /// Whether the pointer is locked: never, as no pointer is attached (a scene has no state to
  /// read: ``Scene/pointerLockState`` is `nil`). Inert: nothing in the simulation acts on it.
  open var isLocked: Bool { false }
}
