import Foundation

/// The methods a tab bar controller's delegate may implement. Both are called only for user
/// taps (``TabBarController/tapTabBarItem(at:)``), never for programmatic selection (TAB-6).
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether the tapped tab may be selected. The default returns `true`.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// Called after a tap selected (or re-selected) `viewController`. The default does nothing.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// Returns `true`.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}
