import Foundation
import Synchronization

/// The methods a split view controller's delegate may implement (SPLIT-1, SPLIT-2).
public protocol SplitViewControllerDelegate: AnyObject {
  /// Return `true` if you showed `viewController` yourself. The default returns `false`.
  func splitViewController(
    _ splitViewController: SplitViewController, show viewController: ViewController,
    sender: Any?
  ) -> Bool
  /// Return `true` if you showed `viewController` as the detail yourself. Default `false`.
  func splitViewController(
    _ splitViewController: SplitViewController, showDetail viewController: ViewController,
    sender: Any?
  ) -> Bool
  /// The primary to use once collapsed, or `nil` for the current primary (the default).
  func primaryViewController(forCollapsing splitViewController: SplitViewController)
    -> ViewController?
  /// The primary to use once expanded, or `nil` for the current primary (the default).
  func primaryViewController(forExpanding splitViewController: SplitViewController)
    -> ViewController?
  /// Return `true` to discard the secondary yourself; `false` (the default) lets the primary
  /// collapse it (a navigation controller pushes it).
  func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool
  /// The secondary to use once expanded, or `nil` (the default) to ask the primary.
  func splitViewController(
    _ splitViewController: SplitViewController,
    separateSecondaryFrom primaryViewController: ViewController
  ) -> ViewController?
  /// The arrangement is about to change to `displayMode` (the app set another preferred one).
  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
  /// A column-style split view controller collapsed onto one column (compact width).
  func splitViewControllerDidCollapse(_ svc: SplitViewController)
  /// A column-style split view controller expanded to its columns (regular width).
  func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
  /// Returns `false`.
  public func splitViewController(
    _ splitViewController: SplitViewController, show viewController: ViewController,
    sender: Any?
  ) -> Bool { false }
  /// Returns `false`.
  public func splitViewController(
    _ splitViewController: SplitViewController, showDetail viewController: ViewController,
    sender: Any?
  ) -> Bool { false }
  /// Returns `nil`.
  public func primaryViewController(forCollapsing splitViewController: SplitViewController)
    -> ViewController?
  { nil }
  /// Returns `nil`.
  public func primaryViewController(forExpanding splitViewController: SplitViewController)
    -> ViewController?
  { nil }
  /// Returns `false`.
  public func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool { false }
  /// Returns `nil`.
  public func splitViewController(
    _ splitViewController: SplitViewController,
    separateSecondaryFrom primaryViewController: ViewController
  ) -> ViewController? { nil }
  /// Does nothing.
  public func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
