import Storyboards
import Synchronization
import TestSupport
import XCTest

final class LifecycleTests: XCTestCase {
  func testLIFE2_viewLoadsLazilyAndOnce() {
    final class Counting: ViewController {
      var loads = 0
      var didLoads = 0
      override func loadView() {
        loads += 1
        super.loadView()
      }
      override func viewDidLoad() { didLoads += 1 }
    }
    let counting = Counting()
    XCTAssertFalse(counting.isViewLoaded)
    XCTAssertNil(counting.viewIfLoaded, "viewIfLoaded never loads")
    XCTAssertFalse(counting.isViewLoaded)
    _ = counting.view
    counting.loadViewIfNeeded()
    _ = counting.view
    XCTAssertEqual(counting.loads, 1)
    XCTAssertEqual(counting.didLoads, 1)
    XCTAssertIdentical(counting.view.viewController, counting)
  }

  func testLIFE2_loadViewMayInstallACustomView() {
    final class CustomView: View {}
    final class Custom: ViewController {
      override func loadView() { view = CustomView() }
    }
    XCTAssertTrue(Custom().view is CustomView)
  }

  func testLIFE4_noAppearanceCallbacksOutsideAVisibleWindow() throws {
    let a = ProbeViewController("A")
    let window = Window()
    window.rootViewController = a
    XCTAssertTrue(a.isViewLoaded, "installing the root loads its view")
    XCTAssertEqual(a.log, [])
    let log = events { window.makeKeyAndVisible() }
    XCTAssertEqual(log, ["A.window.makeKeyAndVisible", "A.viewWillAppear", "A.viewDidAppear"])
    XCTAssertTrue(window.isKeyWindow)
    XCTAssertFalse(window.isHidden)
    window.isHidden = true
    XCTAssertEqual(a.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    assertConsistent(window)
  }

  func testLIFE4_parentsAppearBeforeTheirChildren() throws {
    let root = controller("Root")
    let nav = try navigation("Nav", root: root)
    let tabs = TabBarController()
    tabs.title = "Tabs"
    tabs.setViewControllers([nav], animated: false)
    let window = Window()
    let log = events {
      window.rootViewController = tabs
      window.makeKeyAndVisible()
    }
    XCTAssertEqual(
      log,
      [
        "Tabs.loadView", "Tabs.viewDidLoad", "Nav.loadView", "Nav.viewDidLoad", "Root.loadView",
        "Root.viewDidLoad", "Tabs.window.makeKeyAndVisible", "Tabs.viewWillAppear",
        "Nav.viewWillAppear", "Root.viewWillAppear", "Tabs.viewDidAppear", "Nav.viewDidAppear",
        "Root.viewDidAppear",
      ])
    assertConsistent(window)
  }

  func testReplacingTheRootViewControllerSwapsAppearance() {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    let log = events { window.rootViewController = b }
    XCTAssertEqual(
      log,
      [
        "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear",
      ])
    assertConsistent(window)
  }

  func testLIFE7_beginAndEndAppearanceTransitionAreBalanced() {
    let probe = ProbeViewController("P")
    probe.beginAppearanceTransition(true, animated: false)
    probe.beginAppearanceTransition(true, animated: false)
    probe.endAppearanceTransition()
    probe.endAppearanceTransition()
    probe.beginAppearanceTransition(false, animated: true)
    probe.endAppearanceTransition()
    XCTAssertEqual(probe.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  func testCONT5_manualForwardingContainerGetsNoAutomaticChildCallbacks() {
    final class ManualContainer: ViewController {
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }
    let container = ManualContainer()
    container.title = "Container"
    let child = ProbeViewController("Child")
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let window = visibleWindow(root: container)
    XCTAssertEqual(child.log, [], "the container forwards appearance itself")
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    XCTAssertEqual(child.log, ["willAppear movingToParent", "didAppear movingToParent"])
    assertConsistent(window)
  }
}

final class ContainmentTests: XCTestCase {
  func testCONT1_addChildCallsWillMoveButNotDidMove() {
    let parent = controller("Parent")
    let child = controller("Child")
    let log = events { parent.addChild(child) }
    XCTAssertEqual(log, ["Child.willMove(toParent: Parent)"])
    XCTAssertIdentical(child.parent, parent)
    XCTAssertEqual(parent.children, [child])
  }

  func testCONT1_addChildRemovesFromThePreviousParentFirst() {
    let first = controller("First")
    let second = controller("Second")
    let child = controller("Child")
    first.addChild(child)
    let log = events { second.addChild(child) }
    XCTAssertEqual(log, ["Child.didMove(toParent: nil)", "Child.willMove(toParent: Second)"])
    XCTAssertEqual(first.children, [])
    XCTAssertIdentical(child.parent, second)
  }

  func testCONT2_removeFromParentCallsDidMoveButNotWillMove() {
    let parent = controller("Parent")
    let child = controller("Child")
    parent.addChild(child)
    let log = events { child.removeFromParent() }
    XCTAssertEqual(log, ["Child.didMove(toParent: nil)"])
    XCTAssertNil(child.parent)
  }

  /// A controller cannot be its own ancestor: UIKit raises
  /// UIViewControllerHierarchyInconsistencyException (ERR-25's kin), and nothing changes.
  func testAddingAControllerToItsOwnDescendantRaises() {
    let parent = controller("Parent")
    let child = controller("Child")
    parent.addChild(child)
    assertThrows(
      .containmentCycle(child: "<ViewController: Parent>", parent: "<ViewController: Child>"),
      message: "cannot have parent view controller:<ViewController: Child>"
    ) { child.addChild(parent) }
    assertThrows(
      .containmentCycle(child: "<ViewController: Parent>", parent: "<ViewController: Parent>"),
      message: "it is that controller or one of its ancestors"
    ) { parent.addChild(parent) }
    XCTAssertEqual(child.children, [])
    XCTAssertEqual(parent.children, [child])
  }

  /// A window's root is never also a child, and a third column does not fit a split view
  /// controller: both raise and change nothing.
  func testAddingAWindowsRootOrAThirdColumnRaises() {
    let root = controller("Root")
    let window = visibleWindow(root: root)
    let container = controller("Container")
    assertThrows(
      .childIsWindowRoot(
        child: "<ViewController: Root>", requestedParent: "<ViewController: Container>"),
      message: "is the root view controller of a window"
    ) { container.addChild(root) }
    XCTAssertNil(root.parent)
    XCTAssertIdentical(window.rootViewController, root)
    let split = SplitViewController()
    split.viewControllers = [controller("A"), controller("B")]
    assertThrows(
      .tooManyColumns(container: "<SplitViewController>", count: 3), message: "do not fit"
    ) { split.addChild(controller("C")) }
    assertThrows(
      .tooManyColumns(container: "<SplitViewController>", count: 4), message: "do not fit"
    ) {
      split.viewControllers = [controller("D"), controller("E"), controller("F"), controller("G")]
    }
    XCTAssertEqual(split.children.map(\.title), ["A", "B"])
  }

  /// TAB-5: the selection is one of the tabs, or More while More is shown; a capacity under two
  /// is refused.
  func testTAB5_MoreCannotBeSelectedWhileItIsNotShown() {
    let tabs = TabBarController()
    assertThrows(
      .selectingForeignTab(viewController: tabs.moreNavigationController.diagnosticName),
      message: "only a view controller in the tab bar controller's list"
    ) { tabs.selectedViewController = tabs.moreNavigationController }
    XCTAssertNil(tabs.selectedViewController)
    assertThrows(.invalidTabBarCapacity(-1), message: "at least two items") {
      tabs.tabBarCapacity = -1
    }
    XCTAssertEqual(tabs.tabBarCapacity, 5)
    tabs.viewControllers = (1...6).map { controller("T\($0)") }
    tabs.selectedViewController = tabs.moreNavigationController
    XCTAssertIdentical(tabs.selectedViewController, tabs.moreNavigationController)
    tabs.tabBarCapacity = 6
    XCTAssertEqual(tabs.moreViewControllers, [])
  }

  func testCONT5_customContainerChildAppearsWhenItsViewEntersTheWindow() throws {
    let parent = ProbeViewController("Parent")
    let window = visibleWindow(root: parent)
    let child = ProbeViewController("Child")
    parent.addChild(child)
    let log = events { parent.view.addSubview(child.view) }
    child.didMove(toParent: parent)
    XCTAssertEqual(
      log, ["Child.loadView", "Child.viewDidLoad", "Child.viewWillAppear", "Child.viewDidAppear"])
    XCTAssertEqual(child.log, ["willAppear movingToParent", "didAppear movingToParent"])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    XCTAssertEqual(
      Array(child.log.suffix(2)),
      ["willDisappear movingFromParent", "didDisappear movingFromParent"])
    assertConsistent(window)
  }

  func testCONT6_ancestorProperties() throws {
    let leaf = controller("Leaf")
    let nav = try navigation("Nav", root: leaf)
    let split = SplitViewController()
    split.viewControllers = [nav, controller("Detail")]
    let tabs = TabBarController()
    tabs.setViewControllers([split], animated: false)
    XCTAssertIdentical(leaf.navigationController, nav)
    XCTAssertIdentical(leaf.splitViewController, split)
    XCTAssertIdentical(leaf.tabBarController, tabs)
    XCTAssertNil(nav.navigationController, "only ancestors count, not the controller itself")
  }

  func testCheckInvariantsReportsBrokenLinks() throws {
    final class Meddling: ViewController {}
    let parent = controller("Parent")
    let window = visibleWindow(root: parent)
    XCTAssertNoThrow(try window.checkInvariants())
    let child = controller("Child")
    parent.addChild(child)
    XCTAssertNoThrow(try parent.checkInvariants())
    let stranger = controller("Stranger")
    stranger.view = child.view
    XCTAssertThrowsError(try parent.checkInvariants()) { error in
      XCTAssertEqual(
        (error as? HierarchyInvariantError)?.violations,
        ["The view of <ViewController: Child> belongs to another controller."])
      XCTAssertTrue("\(error)".hasPrefix("The view controller hierarchy is inconsistent:"))
    }
  }
}

final class ShowTests: XCTestCase {
  func testSHOW1_targetIsTheNearestAncestorThatHandlesTheAction() throws {
    let leaf = controller("Leaf")
    let nav = try navigation("Nav", root: leaf)
    let split = SplitViewController()
    split.viewControllers = [nav, controller("Detail")]
    XCTAssertIdentical(leaf.targetViewController(forAction: .show, sender: nil), nav)
    XCTAssertIdentical(leaf.targetViewController(forAction: .showDetail, sender: nil), split)
    XCTAssertNil(controller("Alone").targetViewController(forAction: .show, sender: nil))
  }

  func testSHOW2_showWithoutATargetPresentsModally() throws {
    let a = controller("A")
    let window = visibleWindow(root: a)
    let b = controller("B")
    a.show(b, sender: nil)
    XCTAssertIdentical(a.presentedViewController, b)
    assertConsistent(window)
  }

  func testSHOW3_showDetailWithoutASplitPresentsModally() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    let b = controller("B")
    a.showDetailViewController(b, sender: nil)
    XCTAssertIdentical(nav.presentedViewController, b, "not pushed: Apple documents a presentation")
    XCTAssertEqual(nav.viewControllers, [a])
    assertConsistent(window)
  }

  func testSHOW4_navigationControllerShowPushes() throws {
    let nav = try navigation("Nav", root: controller("A"))
    let window = visibleWindow(root: nav)
    let b = controller("B")
    nav.show(b, sender: nil)
    XCTAssertIdentical(nav.topViewController, b)
    assertConsistent(window)
  }

  func testSHOW1_customContainerBecomesATargetByDeclaringTheAction() throws {
    final class Drawer: ViewController {
      var shown: [ViewController] = []
      override func canPerformAction(_ action: ShowAction, withSender sender: Any?) -> Bool {
        action == .show
      }
      override func show(_ viewController: ViewController, sender: Any?) {
        shown.append(viewController)
      }
    }
    let drawer = Drawer()
    let content = controller("Content")
    drawer.addChild(content)
    let b = controller("B")
    content.show(b, sender: nil)
    XCTAssertEqual(drawer.shown, [b])
  }
}
