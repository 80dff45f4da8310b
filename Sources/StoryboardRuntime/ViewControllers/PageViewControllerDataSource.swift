/// UIKit's `UIPageViewControllerDataSource`: the pages before and after a page, for the
/// user's swipes, and the page indicator's count and position.
public protocol PageViewControllerDataSource: ObjectiveCResponding {
  /// The page before `viewController`, or `nil` at the first.
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController?
  /// The page after `viewController`, or `nil` at the last.
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController?
  /// How many pages the indicator shows; 0 (no indicator) by default.
  func presentationCount(for pageViewController: PageViewController) -> Int
  /// The indicator's selected page; 0 by default.
  func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
  /// 0: no page indicator, as when UIKit's optional requirement is not implemented.
  public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
  /// 0.
  public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}
