import Storyboards
import TestSupport
import XCTest

final class NavigationControllerTests: XCTestCase {
  func testNAV1_initPushesRootWithoutAnimation() throws {
    let root = controller("A")
    let recorder = EventRecorder()
    let nav = recorder.record { NavigationController(rootViewController: root) }
    XCTAssertEqual(
      recorder.descriptions,
      [
        "A.willMove(toParent: NavigationController)", "NavigationController.pushed(A)",
        "A.didMove(toParent: NavigationController)",
      ])
    XCTAssertEqual(recorder.events[1].kind, .pushed(ControllerReference(root), animated: false))
    XCTAssertTrue(nav.viewControllers == [root])
    XCTAssertFalse(root.isViewLoaded, "off screen, the root's view is not loaded")
  }

  func testLIFE6_pushOrderOnScreen() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    let b = controller("B")
    let log = events { nav.pushViewController(b, animated: true) }
    XCTAssertEqual(
      log,
      [
        "B.willMove(toParent: Nav)", "Nav.pushed(B)", "B.loadView", "B.viewDidLoad",
        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        "B.didMove(toParent: Nav)",
      ])
    XCTAssertIdentical(nav.topViewController, b)
    XCTAssertIdentical(b.navigationController, nav)
    assertConsistent(window)
  }

  func testLIFE6_popOrderOnScreen() throws {
    let a = controller("A")
    let b = controller("B")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    nav.pushViewController(b, animated: true)
    var popped: ViewController?
    let log = events { popped = nav.popViewController(animated: true) }
    XCTAssertEqual(
      log,
      [
        "B.willMove(toParent: nil)", "Nav.popped(B)", "B.viewWillDisappear", "A.viewWillAppear",
        "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
      ])
    XCTAssertIdentical(popped, b)
    XCTAssertNil(b.parent)
    assertConsistent(window)
  }

  func testNAV10_whyFlagsDuringPushAndPop() throws {
    let a = ProbeViewController("A")
    let b = ProbeViewController("B")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    XCTAssertEqual(a.log, ["willAppear movingToParent", "didAppear movingToParent"])
    nav.pushViewController(b, animated: true)
    XCTAssertEqual(b.log, ["willAppear movingToParent", "didAppear movingToParent"])
    XCTAssertFalse(b.isMovingToParent, "the flag is only set during the transition")
    nav.popViewController(animated: true)
    XCTAssertEqual(
      Array(b.log.suffix(2)), ["willDisappear movingFromParent", "didDisappear movingFromParent"])
    XCTAssertEqual(Array(a.log.suffix(2)), ["willAppear", "didAppear"])
    assertConsistent(window)
  }

  func testNAV10_cancelledInteractivePopLeavesTheTopWithUnbalancedCallbacks() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    let b = controller("B")
    nav.pushViewController(b, animated: true)
    let log = events { XCTAssertNil(nav.swipeToPop(completing: false)) }
    XCTAssertEqual(
      log,
      [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
        "B.viewWillAppear", "B.viewDidAppear",
      ])
    XCTAssertEqual(nav.viewControllers, [a, b])
    assertConsistent(window)
    XCTAssertIdentical(
      nav.swipeToPop(completing: true), b, "completed: an ordinary pop")
    XCTAssertEqual(nav.viewControllers, [a])
    XCTAssertNil(nav.swipeToPop(completing: false), "nothing to pop")
    assertConsistent(window)
  }

  func testNAV3_stackIsUpdatedBeforeViewWillDisappear() throws {
    final class Inspector: ViewController {
      var stackSeen: [String] = []
      var navigationSeen: NavigationController?
      override func viewWillDisappear(_ animated: Bool) {
        stackSeen = navigationController?.viewControllers.compactMap(\.title) ?? []
        navigationSeen = navigationController
      }
    }
    let b = Inspector()
    b.title = "B"
    let nav = try navigation("Nav", root: controller("A"))
    let window = visibleWindow(root: nav)
    nav.pushViewController(b, animated: true)
    nav.popViewController(animated: true)
    XCTAssertEqual(b.stackSeen, ["A"])
    XCTAssertIdentical(b.navigationSeen, nav, "still a child until didMove(toParent: nil)")
    assertConsistent(window)
  }

  func testNAV4_popOfRootDoesNothing() throws {
    let nav = try navigation("Nav", root: controller("A"))
    let window = visibleWindow(root: nav)
    let log = events { XCTAssertNil(nav.popViewController(animated: true)) }
    XCTAssertEqual(log, [])
    XCTAssertEqual(nav.viewControllers.count, 1)
    assertConsistent(window)
  }

  func testNAV5_popToViewControllerReturnsPoppedInStackOrder() throws {
    let a = controller("A")
    let b = controller("B")
    let c = controller("C")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    nav.pushViewController(b, animated: false)
    nav.pushViewController(c, animated: false)
    var popped: [ViewController]?
    let log = events { popped = nav.popToViewController(a, animated: true) }
    XCTAssertEqual(popped?.compactMap(\.title), ["B", "C"])
    XCTAssertEqual(
      log,
      [
        "C.willMove(toParent: nil)", "B.willMove(toParent: nil)", "Nav.popped(B, C)",
        "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
        "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
      ])
    XCTAssertEqual(nav.popToViewController(a, animated: true)?.count, 0)
    assertConsistent(window)
  }

  func testERR13_popToMissingViewController() throws {
    let nav = try navigation("Nav", root: controller("A"))
    assertThrows(
      .poppingToMissingViewController,
      message: "Tried to pop to a view controller that doesn't exist."
    ) { _ = nav.popToViewController(controller("X"), animated: true) }
  }

  func testNAV6_popToRoot() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    nav.pushViewController(controller("B"), animated: false)
    nav.pushViewController(controller("C"), animated: false)
    XCTAssertEqual(nav.popToRootViewController(animated: true)?.compactMap(\.title), ["B", "C"])
    XCTAssertTrue(nav.viewControllers == [a])
    XCTAssertIdentical(window.visibleViewController, a)
    assertConsistent(window)
  }

  func testNAV7_setViewControllersActsLikePushForNewTop() throws {
    let a = controller("A")
    let b = controller("B")
    let c = ProbeViewController("C")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    nav.pushViewController(b, animated: false)
    let log = events { nav.setViewControllers([a, c], animated: true) }
    XCTAssertEqual(
      log,
      [
        "B.willMove(toParent: nil)", "C.willMove(toParent: Nav)", "Nav.stackReplaced(A, C)",
        "C.loadView", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear",
        "B.viewDidDisappear", "C.viewDidAppear", "B.didMove(toParent: nil)",
        "C.didMove(toParent: Nav)",
      ])
    XCTAssertEqual(c.log, ["willAppear movingToParent", "didAppear movingToParent"])
    XCTAssertNil(b.parent)
    assertConsistent(window)
  }

  func testERR14_duplicateControllersInStack() throws {
    let nav = try navigation("Nav", root: controller("A"))
    let x = controller("X")
    assertThrows(
      .duplicateViewControllers(["<ViewController: X>", "<ViewController: X>"]),
      message: "All view controllers in a navigation controller must be distinct "
        + "((\"<ViewController: X>\", \"<ViewController: X>\"))"
    ) { nav.setViewControllers([x, x], animated: false) }
    XCTAssertEqual(nav.viewControllers.compactMap(\.title), ["A"], "the stack is unchanged")
  }

  func testERR11b_pushingTheSameInstanceTwice() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    assertThrows(
      .pushingSameInstance(
        navigationController: "<NavigationController: Nav>", viewController: "<ViewController: A>"),
      message: "<NavigationController: Nav> is pushing the same view controller instance "
        + "(<ViewController: A>) more than once which is not supported"
    ) { nav.pushViewController(a, animated: true) }
  }

  func testERR12_pushingANavigationController() throws {
    let nav = try navigation("Nav", root: controller("A"))
    assertThrows(
      .pushingNavigationController, message: "Pushing a navigation controller is not supported"
    ) {
      nav.pushViewController(NavigationController(), animated: true)
    }
  }

  func testERR25_pushingAChildOfAnotherContainer() throws {
    let b = controller("B")
    let first = try navigation("First", root: controller("A"))
    first.pushViewController(b, animated: false)
    let second = try navigation("Second", root: controller("C"))
    assertThrows(
      .hierarchyInconsistency(
        child: "<ViewController: B>", parent: "<NavigationController: First>",
        requestedParent: "<NavigationController: Second>"),
      message: "child view controller:<ViewController: B> should have parent view "
        + "controller:<NavigationController: First> but requested parent is:"
        + "<NavigationController: Second>"
    ) { second.pushViewController(b, animated: true) }
  }

  func testERR15_setViewControllersDuringATransitionIsIgnoredWithAWarning() throws {
    final class Meddler: ViewController {
      var error: Error?
      override func viewWillAppear(_ animated: Bool) {
        do {
          try catching { navigationController?.setViewControllers([self], animated: false) }
        } catch {
          self.error = error
        }
      }
    }
    let b = Meddler()
    b.title = "B"
    let nav = try navigation("Nav", root: controller("A"))
    let window = visibleWindow(root: nav)
    let recorder = EventRecorder()
    recorder.record { nav.pushViewController(b, animated: true) }
    XCTAssertNil(b.error)
    XCTAssertTrue(
      recorder.events.contains {
        $0.kind
          == .warning(
            .setViewControllersDuringTransition(navigationController: "<NavigationController: Nav>")
          )
      })
    XCTAssertTrue(
      recorder.descriptions.contains(
        "warning: setViewControllers:animated: called on <NavigationController: Nav> while an "
          + "existing transition or presentation is occurring; the navigation stack will not be updated."
      ))
    XCTAssertEqual(nav.viewControllers.compactMap(\.title), ["A", "B"])
    assertConsistent(window)
  }

  func testNAV8_topAndVisibleViewController() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    XCTAssertIdentical(nav.topViewController, a)
    XCTAssertIdentical(nav.visibleViewController, a)
    let sheet = controller("Sheet")
    a.present(sheet, animated: true)
    XCTAssertIdentical(nav.topViewController, a)
    XCTAssertIdentical(nav.visibleViewController, sheet)
    assertConsistent(window)
  }

  func testNAV9_navigationControllerDefinesPresentationContext() throws {
    XCTAssertTrue(NavigationController().definesPresentationContext)
    XCTAssertFalse(ViewController().definesPresentationContext)
  }

  func testNAV10_offScreenPushFiresNoAppearanceAndDefersViewLoading() throws {
    let a = ProbeViewController("A")
    let nav = try navigation("Nav", root: a)
    let b = ProbeViewController("B")
    let log = events { nav.pushViewController(b, animated: true) }
    XCTAssertEqual(log, ["B.willMove(toParent: Nav)", "Nav.pushed(B)", "B.didMove(toParent: Nav)"])
    XCTAssertFalse(b.isViewLoaded)
    let window = Window()
    window.rootViewController = nav
    XCTAssertTrue(b.isViewLoaded, "installing the root loads the visible top")
    XCTAssertFalse(a.isViewLoaded, "a covered controller does not load its view")
    window.makeKeyAndVisible()
    XCTAssertEqual(b.log, ["willAppear movingToParent", "didAppear movingToParent"])
    XCTAssertEqual(a.log, [])
    assertConsistent(window)
  }

  func testShowPushesInsideNavigationController() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    let b = controller("B")
    a.show(b, sender: nil)
    XCTAssertIdentical(nav.topViewController, b)
    assertConsistent(window)
  }

  func testShowingANavigationControllerPresentsIt() throws {
    let a = controller("A")
    let nav = try navigation("Nav", root: a)
    let window = visibleWindow(root: nav)
    let other = try navigation("Other", root: controller("B"))
    a.show(other, sender: nil)
    XCTAssertEqual(nav.viewControllers, [a], "not pushed: that would be ERR-12")
    XCTAssertIdentical(nav.presentedViewController, other)
    assertConsistent(window)
  }

  func testPoppedControllersAreDeallocated() throws {
    let nav = try navigation("Nav", root: controller("A"))
    let window = visibleWindow(root: nav)
    weak var weakB: ViewController?
    weak var weakC: ViewController?
    do {
      let b = controller("B")
      let c = controller("C")
      weakB = b
      weakC = c
      nav.pushViewController(b, animated: true)
      nav.pushViewController(c, animated: true)
    }
    XCTAssertNotNil(weakC)
    nav.popToRootViewController(animated: true)
    XCTAssertNil(weakB)
    XCTAssertNil(weakC)
    assertConsistent(window)
  }
}
