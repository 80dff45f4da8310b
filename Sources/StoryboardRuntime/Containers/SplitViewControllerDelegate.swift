import Foundation
import Synchronization

/// The methods a split view controller's delegate may implement (SPLIT-1, SPLIT-2).
public protocol SplitViewControllerDelegate: ObjectiveCResponding {
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
  /// The column to show once a column-style split collapses (iOS 14), asked as it
  /// collapses with the proposed one, ``SplitViewController/Column/secondary``. The default
  /// returns the proposed column.
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column
  /// The arrangement once a column-style split expands (iOS 14), asked as it expands with the
  /// proposed one. The default returns the proposed arrangement.
  func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode
  /// A column is about to show (iOS 14, ``SplitViewController/show(_:)``).
  func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
  /// A column is about to hide (iOS 14, ``SplitViewController/hide(_:)``).
  func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
  /// The user began the gesture that shows the primary column (iOS 14). The default does
  /// nothing.
  func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: SplitViewController)
  /// The user ended that gesture (iOS 14). The default does nothing.
  func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: SplitViewController)
  /// The arrangement the display mode button moves to. The default returns
  /// ``SplitViewController/DisplayMode/automatic``: the system's choice.
  func targetDisplayModeForAction(in svc: SplitViewController) -> SplitViewController.DisplayMode
  /// The orientations the split view controller supports. The default: a view controller's,
  /// all but upside down.
  func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: SplitViewController
  ) -> InterfaceOrientationMask
  /// The orientation to present the split view controller in. The default: portrait.
  func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: SplitViewController
  ) -> InterfaceOrientation
  /// Whether the primary hides in `orientation` (deprecated in iOS 8). The default: hidden
  /// in portrait.
  func splitViewController(
    _ svc: SplitViewController, shouldHide vc: ViewController,
    in orientation: InterfaceOrientation
  ) -> Bool
  /// The primary is about to show, and its bar button item goes (deprecated in iOS 8). The
  /// default does nothing.
  func splitViewController(
    _ svc: SplitViewController, willShow aViewController: ViewController,
    invalidating barButtonItem: BarButtonItem)
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
  /// Inert: nothing in the simulation acts on it.
  public func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
  /// Inert: nothing in the simulation acts on it.
  public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
  /// Returns `proposedTopColumn`.
  public func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column { proposedTopColumn }
  /// Returns `proposedDisplayMode`.
  public func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode { proposedDisplayMode }
  /// Inert: nothing in the simulation acts on it.
  public func splitViewController(
    _ svc: SplitViewController, willShow column: SplitViewController.Column
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func splitViewController(
    _ svc: SplitViewController, willHide column: SplitViewController.Column
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func splitViewControllerInteractivePresentationGestureWillBegin(
    _ svc: SplitViewController
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: SplitViewController) {}
  /// Returns ``SplitViewController/DisplayMode/automatic``.
  public func targetDisplayModeForAction(in svc: SplitViewController)
    -> SplitViewController.DisplayMode
  { .automatic }
  /// A view controller's default: all but upside down.
  public func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: SplitViewController
  ) -> InterfaceOrientationMask { .allButUpsideDown }
  /// Portrait.
  public func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: SplitViewController
  ) -> InterfaceOrientation { .portrait }
  /// Hidden in portrait, as UIKit's default.
  public func splitViewController(
    _ svc: SplitViewController, shouldHide vc: ViewController,
    in orientation: InterfaceOrientation
  ) -> Bool { orientation.isPortrait }
  /// Inert: nothing in the simulation acts on it.
  public func splitViewController(
    _ svc: SplitViewController, willShow aViewController: ViewController,
    invalidating barButtonItem: BarButtonItem
  ) {}
}
