/// UIKit's `UIFocusAnimationCoordinator`: runs animations with a focus move's, at once here.
open class FocusAnimationCoordinator {
  /// A coordinator.
  public init() {}
  /// Runs `animations`, then `completion`.
  open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
    animations?()
    completion?()
  }
}
