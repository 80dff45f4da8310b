/// UIKit's `UINavigationBarDelegate`: asked before items are pushed and popped. Every
/// requirement is optional in UIKit: each has UIKit's default answer.
public protocol NavigationBarDelegate: ObjectiveCResponding {
  /// Whether `item` may be pushed; `true` by default.
  func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
  /// `item` was pushed.
  func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
  /// Whether `item` may be popped — asked before a tap on Back pops; `true` by default.
  func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
  /// `item` was popped.
  func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
}

extension NavigationBarDelegate {
  /// `true`.
  public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem)
    -> Bool
  { true }
  /// Inert: nothing in the simulation acts on it.
  public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
  /// `true`.
  public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem)
    -> Bool
  { true }
  /// Inert: nothing in the simulation acts on it.
  public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
}
