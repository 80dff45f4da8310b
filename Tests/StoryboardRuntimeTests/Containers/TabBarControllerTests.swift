import Storyboards
import TestSupport
import XCTest

final class TabBarControllerTests: XCTestCase {
  private final class Delegate: TabBarControllerDelegate {
    var calls: [String] = []
    var allow = true
    func tabBarController(
      _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    )
      -> Bool
    {
      calls.append("shouldSelect \(viewController.title ?? "?")")
      return allow
    }
    func tabBarController(
      _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {
      calls.append("didSelect \(viewController.title ?? "?")")
    }
  }

  private func tabs(_ controllers: [ViewController]) throws -> TabBarController {
    let tabs = TabBarController()
    tabs.title = "Tabs"
    tabs.setViewControllers(controllers, animated: false)
    return tabs
  }

  func testTAB1_firstTabIsSelectedAndAllTabsAreChildren() throws {
    let a = controller("A")
    let b = controller("B")
    let tabs = try tabs([a, b])
    XCTAssertIdentical(tabs.selectedViewController, a)
    XCTAssertEqual(tabs.selectedIndex, 0)
    XCTAssertEqual(tabs.children, [a, b])
    XCTAssertIdentical(b.tabBarController, tabs)
    XCTAssertEqual(tabs.customizableViewControllers, [a, b])
  }

  func testTAB1_settingTabsReselectsThePreviousControllerWhenStillPresent() throws {
    let a = controller("A")
    let b = controller("B")
    let c = controller("C")
    let tabs = try tabs([a, b, c])
    let window = visibleWindow(root: tabs)
    tabs.selectedIndex = 1
    tabs.setViewControllers([c, b], animated: false)
    XCTAssertIdentical(tabs.selectedViewController, b)
    XCTAssertEqual(tabs.selectedIndex, 1)
    XCTAssertNil(a.parent, "removed tabs leave the container")
    assertConsistent(window)
  }

  func testTAB1_settingTabsFallsBackToTheSameIndexThenToZero() throws {
    let tabs = try tabs([controller("A"), controller("B"), controller("C")])
    let window = visibleWindow(root: tabs)
    tabs.selectedIndex = 2
    let x = controller("X")
    let y = controller("Y")
    let z = controller("Z")
    tabs.setViewControllers([x, y, z], animated: false)
    XCTAssertIdentical(tabs.selectedViewController, z, "same index as before")
    tabs.setViewControllers([x], animated: false)
    XCTAssertIdentical(tabs.selectedViewController, x, "index out of range: the first tab")
    assertConsistent(window)
  }

  func testLIFE6_tabSwitchOrderAndLazyViewLoading() throws {
    let a = controller("A")
    let b = controller("B")
    let tabs = try tabs([a, b])
    let window = visibleWindow(root: tabs)
    XCTAssertFalse(b.isViewLoaded, "TAB-7: unselected tabs load lazily")
    let log = events { tabs.selectedIndex = 1 }
    XCTAssertEqual(
      log,
      [
        "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear", "Tabs.tabSelected(1, B)",
      ])
    let second = events { tabs.selectedIndex = 0 }
    XCTAssertEqual(
      second,
      [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        "Tabs.tabSelected(0, A)",
      ], "a view loads once")
    assertConsistent(window)
  }

  func testTAB6_delegateIsCalledForTapsOnly() throws {
    let a = controller("A")
    let b = controller("B")
    let tabs = try tabs([a, b])
    let delegate = Delegate()
    tabs.delegate = delegate
    let window = visibleWindow(root: tabs)
    tabs.selectedIndex = 1
    tabs.selectedViewController = a
    XCTAssertEqual(delegate.calls, [], "programmatic selection bypasses the delegate")
    try tabs.tapTabBarItem(at: 1)
    XCTAssertEqual(delegate.calls, ["shouldSelect B", "didSelect B"])
    XCTAssertEqual(tabs.selectedIndex, 1)
    try tabs.tapTabBarItem(at: 1)
    XCTAssertEqual(delegate.calls.suffix(2), ["shouldSelect B", "didSelect B"], "re-selection too")
    assertConsistent(window)
  }

  func testTAB6_shouldSelectFalsePreventsTheSelection() throws {
    let tabs = try tabs([controller("A"), controller("B")])
    let delegate = Delegate()
    delegate.allow = false
    tabs.delegate = delegate
    let window = visibleWindow(root: tabs)
    try tabs.tapTabBarItem(at: 1)
    XCTAssertEqual(tabs.selectedIndex, 0)
    XCTAssertEqual(delegate.calls, ["shouldSelect B"])
    assertConsistent(window)
  }

  func testTAB7_retappingASelectedNavigationTabPopsToRoot() throws {
    let root = controller("Root")
    let nav = try navigation("Nav", root: root)
    let tabs = try tabs([nav, controller("B")])
    let window = visibleWindow(root: tabs)
    nav.pushViewController(controller("Detail"), animated: true)
    try tabs.tapTabBarItem(at: 0)
    XCTAssertEqual(nav.viewControllers, [root])
    assertConsistent(window)
  }

  func testTAB2_moreThanFiveTabsShowFourAndMore() throws {
    let controllers = (1...7).map { controller("T\($0)") }
    let tabs = try tabs(controllers)
    let window = visibleWindow(root: tabs)
    XCTAssertEqual(tabs.moreViewControllers.compactMap(\.title), ["T5", "T6", "T7"])
    XCTAssertEqual(
      tabs.children.compactMap(\.title), ["T1", "T2", "T3", "T4", "T5", "T6", "T7", "More"],
      "every tab is a child; so is More once there is overflow")
    XCTAssertFalse(tabs.viewControllers?.contains(tabs.moreNavigationController) ?? true, "TAB-3")
    assertConsistent(window)
  }

  func testTAB3_selectingAMoreManagedTabShowsItInsideMore() throws {
    let controllers = (1...6).map { controller("T\($0)") }
    let tabs = try tabs(controllers)
    let window = visibleWindow(root: tabs)
    tabs.selectedIndex = 5
    let t6 = controllers[5]
    XCTAssertEqual(tabs.selectedIndex, 5)
    XCTAssertIdentical(t6.parent, tabs.moreNavigationController)
    XCTAssertIdentical(t6.tabBarController, tabs)
    XCTAssertIdentical(window.visibleViewController, t6)
    XCTAssertEqual(t6.appearanceDescription, "appeared")
    tabs.selectedIndex = 0
    XCTAssertIdentical(window.visibleViewController, controllers[0])
    assertConsistent(window)
  }

  func testTAB4_selectingMoreItselfReportsNotFound() throws {
    let controllers = (1...6).map { controller("T\($0)") }
    let tabs = try tabs(controllers)
    let window = visibleWindow(root: tabs)
    try tabs.tapTabBarItem(at: 4)
    XCTAssertIdentical(tabs.selectedViewController, tabs.moreNavigationController)
    XCTAssertEqual(tabs.selectedIndex, TabBarController.notFound)
    XCTAssertEqual(window.visibleViewController?.title, "More List")
    assertConsistent(window)
  }

  func testTAB5_selectingAForeignControllerIsAnError() throws {
    let tabs = try tabs([controller("A")])
    assertThrows(
      .selectingForeignTab(viewController: "<ViewController: X>"),
      message: "-[UITabBarController setSelectedViewController:] only a view controller in the "
        + "tab bar controller's list of view controllers can be selected."
    ) { tabs.selectedViewController = controller("X") }
  }

  func testTappingAMissingTabIsAnError() throws {
    let tabs = try tabs([controller("A"), controller("B")])
    assertThrows(
      .tabIndexOutOfRange(index: 2, count: 2),
      message: "There is no tab bar item at index 2: the tab bar shows 2 item(s)."
    ) { try tabs.tapTabBarItem(at: 2) }
  }

  func testOutOfRangeSelectedIndexIsIgnored() throws {
    let tabs = try tabs([controller("A")])
    tabs.selectedIndex = 3
    XCTAssertEqual(tabs.selectedIndex, 0)
  }
}

extension ViewController {
  /// Whether the controller is on screen, as its callbacks said.
  var appearanceDescription: String { viewIfLoaded?.window == nil ? "disappeared" : "appeared" }
}

/// The More navigation controller and its list belong to their tab bar controller: neither can
/// become a tab, and reading More is not navigation.
final class MoreOwnershipTests: XCTestCase {
  private func overflowingTabs() -> (TabBarController, [ViewController]) {
    let tabs = TabBarController()
    let children = (1...7).map { index -> ViewController in
      let child = ViewController()
      child.title = "T\(index)"
      return child
    }
    tabs.setViewControllers(children, animated: false)
    return (tabs, children)
  }

  func testMoreItselfIsNoTab() throws {
    let (tabs, children) = overflowingTabs()
    XCTAssertThrowsError(
      try catching {
        tabs.setViewControllers(
          [children[5], tabs.moreNavigationController, children[2]], animated: false)
      }
    ) { error in
      guard case .hierarchyInconsistency = error as? NavigationError else {
        return XCTFail("\(error)")
      }
    }
    XCTAssertEqual(tabs.viewControllers, children, "nothing changed")
    XCTAssertNoThrow(try tabs.checkInvariants())
  }

  func testMoresListIsNoTab() throws {
    let (tabs, children) = overflowingTabs()
    let list = try XCTUnwrap(tabs.moreNavigationController.viewControllers.first)
    XCTAssertThrowsError(try catching { tabs.setViewControllers([list], animated: false) })
    XCTAssertEqual(tabs.viewControllers, children)
    XCTAssertIdentical(list.parent, tabs.moreNavigationController)
    XCTAssertNoThrow(try tabs.checkInvariants())
  }

  func testMoresListCannotContainItsTabBarController() throws {
    let (tabs, _) = overflowingTabs()
    let list = try XCTUnwrap(tabs.moreNavigationController.viewControllers.first)
    XCTAssertThrowsError(try catching { list.addChild(tabs) }) { error in
      guard case .containmentCycle = error as? NavigationError else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try catching { tabs.setViewControllers([list], animated: false) })
    XCTAssertEqual(list.children, [], "no controller became its own ancestor")
    XCTAssertNoThrow(try tabs.checkInvariants())
  }

  func testReadingTheHierarchyEmitsNoEvent() {
    let (tabs, _) = overflowingTabs()
    let window = Window()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let recorder = EventRecorder()
    recorder.record { _ = window.hierarchyDescription }
    XCTAssertEqual(recorder.descriptions, [])
  }
}
