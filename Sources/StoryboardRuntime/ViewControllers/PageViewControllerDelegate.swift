/// UIKit's `UIPageViewControllerDelegate`: told about the page turns the user makes. Every
/// requirement is optional in UIKit: each has a default that does nothing.
public protocol PageViewControllerDelegate: ObjectiveCResponding {
  /// The user started turning to `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController])
  /// The turn ended: `completed` is whether the pages changed.
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)
  /// The spine's location for `orientation` (page-curl controllers); the controller's own
  /// ``PageViewController/spineLocation`` by default.
  func pageViewController(
    _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
  ) -> PageViewController.SpineLocation
  /// The orientations the page view controller supports. The default: a view controller's.
  func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: PageViewController
  ) -> InterfaceOrientationMask
  /// The orientation to present the page view controller in. The default: portrait.
  func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: PageViewController
  ) -> InterfaceOrientation
}

extension PageViewControllerDelegate {
  /// Inert: nothing in the simulation acts on it.
  public func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}
  /// The controller's own spine location.
  public func pageViewController(
    _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
  ) -> PageViewController.SpineLocation { pageViewController.spineLocation }
  /// A view controller's default: all but upside down.
  public func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: PageViewController
  ) -> InterfaceOrientationMask { .allButUpsideDown }
  /// Portrait.
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: PageViewController
  ) -> InterfaceOrientation { .portrait }
}
