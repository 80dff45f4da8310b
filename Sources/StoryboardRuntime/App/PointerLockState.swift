/// UIKit's `UIPointerLockState`: whether a scene's pointer is locked.
open class PointerLockState {
  /// Whether the pointer is locked: never, as no pointer is attached.
  open var isLocked: Bool { false }
}
