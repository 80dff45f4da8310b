import Storyboards
import TestSupport
import XCTest

final class SplitViewControllerTests: XCTestCase {
  private final class Delegate: SplitViewControllerDelegate {
    var handlesShowDetail = false
    var keepsSecondaryOutOfStack = false
    func splitViewController(
      _ splitViewController: SplitViewController, showDetail viewController: ViewController,
      sender: Any?
    ) -> Bool { handlesShowDetail }
    func splitViewController(
      _ splitViewController: SplitViewController,
      collapseSecondary secondaryViewController: ViewController,
      onto primaryViewController: ViewController
    ) -> Bool { keepsSecondaryOutOfStack }
  }

  private func split(primary: ViewController, secondary: ViewController) throws
    -> SplitViewController
  {
    let split = SplitViewController()
    split.title = "Split"
    split.viewControllers = [primary, secondary]
    return split
  }

  func testSPLIT1_showDetailReplacesTheSecondaryInRegularWidth() throws {
    let list = try navigation("List", root: controller("Items"))
    let split = try split(primary: list, secondary: controller("Empty"))
    let window = visibleWindow(root: split, sizeClass: .regular)
    let detail = controller("Detail")
    let log = events {
      list.topViewController?.showDetailViewController(detail, sender: nil)
    }
    XCTAssertEqual(split.viewControllers, [list, detail])
    XCTAssertIdentical(detail.splitViewController, split)
    XCTAssertEqual(
      log,
      [
        "Empty.willMove(toParent: nil)", "Detail.willMove(toParent: Split)", "Detail.loadView",
        "Detail.viewDidLoad", "Empty.viewWillDisappear", "Detail.viewWillAppear",
        "Empty.viewDidDisappear", "Detail.viewDidAppear", "Empty.didMove(toParent: nil)",
        "Detail.didMove(toParent: Split)",
      ])
    let again = events { split.showDetailViewController(detail, sender: nil) }
    XCTAssertEqual(again, [], "showing the current secondary does nothing")
    assertConsistent(window)
  }

  func testSPLIT1_showReplacesThePrimaryInRegularWidth() throws {
    let split = try split(primary: controller("P"), secondary: controller("S"))
    let window = visibleWindow(root: split, sizeClass: .regular)
    let other = controller("Other")
    split.show(other, sender: nil)
    XCTAssertEqual(split.viewControllers.first, other)
    assertConsistent(window)
  }

  func testSPLIT1_delegateCanHandleShowDetail() throws {
    let secondary = controller("S")
    let split = try split(primary: controller("P"), secondary: secondary)
    let delegate = Delegate()
    delegate.handlesShowDetail = true
    split.delegate = delegate
    let window = visibleWindow(root: split, sizeClass: .regular)
    split.showDetailViewController(controller("D"), sender: nil)
    XCTAssertEqual(split.viewControllers.last, secondary)
    assertConsistent(window)
  }

  func testSPLIT2_collapsingPushesTheSecondaryOntoANavigationPrimary() throws {
    let items = controller("Items")
    let list = try navigation("List", root: items)
    let detail = controller("Detail")
    let split = try split(primary: list, secondary: detail)
    let window = visibleWindow(root: split, sizeClass: .regular)
    XCTAssertFalse(split.isCollapsed)
    let log = events { window.horizontalSizeClass = .compact }
    XCTAssertTrue(split.isCollapsed)
    XCTAssertEqual(split.viewControllers, [list])
    XCTAssertEqual(list.viewControllers, [items, detail])
    XCTAssertTrue(log.contains("Split.collapsed"))
    XCTAssertEqual(
      log.filter { $0.contains("Appear") || $0.contains("Disappear") },
      ["Items.viewWillDisappear", "Items.viewDidDisappear"],
      "the detail stays on screen, now on top of the list's stack")
    XCTAssertIdentical(window.visibleViewController, detail)
    assertConsistent(window)

    window.horizontalSizeClass = .regular
    XCTAssertFalse(split.isCollapsed)
    XCTAssertEqual(split.viewControllers, [list, detail], "separated again")
    XCTAssertEqual(list.viewControllers, [items])
    XCTAssertEqual(items.appearanceDescription, "appeared")
    assertConsistent(window)
  }

  func testSPLIT2_delegateMayDiscardTheSecondary() throws {
    let list = try navigation("List", root: controller("Items"))
    let split = try split(primary: list, secondary: controller("Detail"))
    let delegate = Delegate()
    delegate.keepsSecondaryOutOfStack = true
    split.delegate = delegate
    let window = visibleWindow(root: split, sizeClass: .compact)
    XCTAssertTrue(split.isCollapsed)
    XCTAssertEqual(list.viewControllers.count, 1)
    assertConsistent(window)
  }

  func testSHOW3_showDetailInACollapsedSplitPushes() throws {
    let items = controller("Items")
    let list = try navigation("List", root: items)
    let split = try split(primary: list, secondary: controller("Empty"))
    let window = visibleWindow(root: split, sizeClass: .compact)
    let detail = controller("Detail")
    items.showDetailViewController(detail, sender: nil)
    XCTAssertIdentical(list.topViewController, detail)
    assertConsistent(window)
  }

  /// SPLIT-2: a collapsed split shows its primary alone, so columns set while it is collapsed
  /// collapse their secondary onto the primary; expanding gives the split two columns again,
  /// never three (found by the random tester, seed 99).
  func testSPLIT2_columnsSetWhileCollapsedCollapseTheirSecondary() throws {
    let split = SplitViewController()
    split.title = "Split"
    let window = visibleWindow(root: split)
    split.viewControllers = [controller("Only")]
    XCTAssertTrue(split.isCollapsed)
    let list = try navigation("List", root: controller("Items"))
    let detail = controller("Detail")
    split.viewControllers = [list, detail]
    XCTAssertEqual(split.children, [list])
    XCTAssertIdentical(list.topViewController, detail)
    window.horizontalSizeClass = .regular
    XCTAssertFalse(split.isCollapsed)
    XCTAssertEqual(split.children, [list, detail])
    assertConsistent(window)
  }
}

/// The iOS 14 delegate methods of a column-style split view controller, called when UIKit
/// calls them.
final class ColumnSplitDelegateTests: XCTestCase {
  final class Listener: SplitViewControllerDelegate {
    var log: [String] = []
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { log.append("collapsed") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { log.append("expanded") }
    func splitViewController(
      _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
    ) {
      log.append("will change to \(displayMode.rawValue)")
    }
    func splitViewController(
      _ svc: SplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column {
      log.append("top column for collapsing, proposed \(proposedTopColumn)")
      return .primary
    }
    func splitViewController(
      _ svc: SplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
        .DisplayMode
    ) -> SplitViewController.DisplayMode {
      log.append("display mode for expanding")
      return .oneBesideSecondary
    }
    func splitViewController(
      _ svc: SplitViewController, willShow column: SplitViewController.Column
    ) {
      log.append("will show \(column)")
    }
    func splitViewController(
      _ svc: SplitViewController, willHide column: SplitViewController.Column
    ) {
      log.append("will hide \(column)")
    }
    func splitViewControllerSupportedInterfaceOrientations(
      _ splitViewController: SplitViewController
    ) -> InterfaceOrientationMask { .landscape }
  }

  func testCollapsingExpandingAndChangingTheArrangementAreTold() {
    let split = SplitViewController(style: .doubleColumn)
    let listener = Listener()
    split.delegate = listener
    split.setViewController(
      NavigationController(rootViewController: controller("List")), for: .primary)
    split.setViewController(
      NavigationController(rootViewController: controller("Detail")), for: .secondary)
    let window = visibleWindow(root: split, sizeClass: .regular)
    split.preferredDisplayMode = .oneOverSecondary
    split.preferredDisplayMode = .oneOverSecondary
    window.horizontalSizeClass = .compact
    window.horizontalSizeClass = .regular
    XCTAssertEqual(
      listener.log,
      [
        "will change to \(SplitViewController.DisplayMode.oneOverSecondary.rawValue)",
        "top column for collapsing, proposed secondary", "collapsed",
        "display mode for expanding", "expanded",
      ])
    XCTAssertEqual(split.topColumnWhenCollapsed, .primary)
    XCTAssertEqual(split.preferredDisplayMode, .oneBesideSecondary, "the delegate's answer")
    listener.log = []
    split.hide(.primary)
    split.show(.primary)
    XCTAssertEqual(listener.log, ["will hide primary", "will show primary"])
    XCTAssertEqual(split.supportedInterfaceOrientations, .landscape)
  }
}
