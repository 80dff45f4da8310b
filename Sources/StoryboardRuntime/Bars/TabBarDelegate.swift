/// UIKit's `UITabBarDelegate`: told when an item of a tab bar the app manages itself is
/// selected. Every requirement is optional in UIKit: each has a default that does nothing.
public protocol TabBarDelegate: AnyObject {
  /// The user selected `item`.
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}
