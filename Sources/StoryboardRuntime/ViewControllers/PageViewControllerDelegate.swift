/// UIKit's `UIPageViewControllerDelegate`: told about the page turns the user makes. Every
/// requirement is optional in UIKit: each has a default that does nothing.
public protocol PageViewControllerDelegate: AnyObject {
  /// The user started turning to `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController])
  /// The turn ended: `completed` is whether the pages changed.
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {}
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}
}
