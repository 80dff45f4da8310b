import Foundation

/// The methods a tab bar controller's delegate may implement. `shouldSelect` and `didSelect` are
/// called only for user taps (``TabBarController/tapTabBarItem(at:)``), never for programmatic
/// selection (TAB-6); the animation controller is asked whenever the selected tab changes on
/// screen; the orientation methods answer for the tab bar controller.
public protocol TabBarControllerDelegate: ObjectiveCResponding {
  /// Whether the tapped tab may be selected. The default returns `true`.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// Called after a tap selected (or re-selected) `viewController`. The default does nothing.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
  /// The animator of the change from one tab to another, or `nil` for UIKit's. The default
  /// returns `nil`.
  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The interaction controller of a custom tab change, or `nil`. The default returns `nil`.
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
  /// The orientations the tab bar controller supports. The default: a view controller's, all but upside down.
  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask
  /// The orientation to present the tab bar controller in. The default: portrait.
  func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: TabBarController
  ) -> InterfaceOrientation
  /// Called before the user customizes the tabs (More's Edit sheet). The default does nothing.
  func tabBarController(
    _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
  /// Called before the customization ends. The default does nothing.
  func tabBarController(
    _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController],
    changed: Bool)
  /// Called after the customization ended. The default does nothing.
  func tabBarController(
    _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
    changed: Bool)
}

extension TabBarControllerDelegate {
  /// Returns `true`.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
  /// Returns `nil`: UIKit's own transition.
  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  /// Returns `nil`.
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  /// A view controller's default: all but upside down.
  public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask
  { .allButUpsideDown }
  /// Portrait.
  public func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: TabBarController
  ) -> InterfaceOrientation { .portrait }
  /// Inert: nothing in the simulation acts on it.
  public func tabBarController(
    _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]
  ) {}
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController],
    changed: Bool
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tabBarController(
    _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
    changed: Bool
  ) {}
}
