import Foundation

/// The methods a navigation controller's delegate may implement (UIKit's
/// `UINavigationControllerDelegate`): told when the top controller changes on screen.
public protocol NavigationControllerDelegate: ObjectiveCResponding {
  /// Called before the new top controller's view shows, when the stack changes on screen.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// Called after the new top controller's view shows.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
  /// The animator of a push or pop, or `nil` for the standard one.
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The interaction that drives `animationController`'s push or pop, or `nil`.
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
  /// The orientations the navigation controller supports. The default: a view controller's, all but upside down.
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: NavigationController
  ) -> InterfaceOrientationMask
  /// The orientation to present the navigation controller in. The default: portrait.
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: NavigationController
  ) -> InterfaceOrientation
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
  /// `nil`: the standard animation.
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// `nil`: not interactive.
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  /// A view controller's default: all but upside down.
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: NavigationController
  ) -> InterfaceOrientationMask { .allButUpsideDown }
  /// Portrait.
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: NavigationController
  ) -> InterfaceOrientation { .portrait }
}
