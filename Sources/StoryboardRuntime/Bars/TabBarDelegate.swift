/// UIKit's `UITabBarDelegate`: told when an item of a tab bar the app manages itself is
/// selected. Every requirement is optional in UIKit: each has a default that does nothing.
public protocol TabBarDelegate: ObjectiveCResponding {
  /// The user selected `item`.
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
  /// Customization of `items` is about to begin (``TabBar/beginCustomizingItems(_:)``).
  func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem])
  /// Customization of `items` began.
  func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem])
  /// Customization is about to end (``TabBar/endCustomizing(animated:)``).
  func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool)
  /// Customization ended.
  func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool)
}

extension TabBarDelegate {
  /// Inert: nothing in the simulation acts on it.
  public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
  /// Inert: nothing in the simulation acts on it.
  public func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
  /// Does nothing.
  public func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
  /// Inert: nothing in the simulation acts on it.
  public func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}
}
