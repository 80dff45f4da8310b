import StoryboardTesting
import Storyboards
import XCTest

private func titled(_ title: String) -> ViewController {
  let controller = ViewController()
  controller.title = title
  return controller
}

final class AssertionTests: XCTestCase {
  func testHierarchyAssertionPassesAndFailsWithADiff() throws {
    let navigation = NavigationController(rootViewController: titled("A"))
    let window = makeVisibleWindow(root: navigation)
    XCTAssertEqual(
      TestFailures.capture {
        assertHierarchy(window, "NavigationController\n  ViewController \"A\"")
      }, [])
    let failures = TestFailures.capture {
      assertHierarchy(window, "NavigationController\n  ViewController \"B\"")
    }
    XCTAssertEqual(
      failures.first?.message,
      """
      The window's hierarchy differs (- expected, + actual):
        NavigationController
      -   ViewController "B"
      +   ViewController "A"
      If the new hierarchy is right, re-record it: STORYBOARD_RECORD=1 (for example `STORYBOARD_RECORD=1 swift test --filter <test>`) rewrites the expected text in the test.
      """)
    let withMessage = TestFailures.capture {
      assertHierarchy(window, "NavigationController", "after the launch")
    }
    XCTAssertEqual(
      withMessage.first?.message.split(separator: "\n").prefix(2),
      ["after the launch", "The window's hierarchy differs (- expected, + actual):"])
  }

  func testNavigationStackAssertionTakesTypes() throws {
    final class InboxViewController: ViewController {}
    final class MessageViewController: ViewController {}
    let navigation = NavigationController(rootViewController: InboxViewController())
    navigation.pushViewController(MessageViewController(), animated: false)
    XCTAssertEqual(
      TestFailures.capture {
        assertNavigationStack(navigation, [InboxViewController.self, MessageViewController.self])
      }, [])
    XCTAssertEqual(
      TestFailures.capture {
        assertNavigationStack(navigation, [InboxViewController.self, ViewController.self])
      }.map(\.message),
      [
        "The navigation stack differs (root first; - expected, + actual):\n"
          + "  InboxViewController\n- ViewController\n+ MessageViewController"
      ], "a subclass is not its superclass: the classes must be exactly these")
  }

  func testNavigationStackAssertion() throws {
    final class ListViewController: ViewController {}
    let navigation = NavigationController(rootViewController: ListViewController())
    XCTAssertEqual(
      TestFailures.capture { assertNavigationStack(navigation, ["ListViewController"]) }, [])
    let failures = TestFailures.capture {
      assertNavigationStack(navigation, ["ListViewController", "DetailViewController"])
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        "The navigation stack differs (root first; - expected, + actual):\n"
          + "  ListViewController\n- DetailViewController"
      ])
  }

  func testVisibleControllerAssertionReturnsTheTypedController() throws {
    final class Home: ViewController {}
    let home = Home()
    let window = makeVisibleWindow(root: home)
    XCTAssertIdentical(assertVisibleViewController(in: window, is: Home.self), home)
    let failures = TestFailures.capture {
      _ = assertVisibleViewController(in: window, is: NavigationController.self)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        "The visible controller is not a NavigationController.\nexpected: NavigationController\nactual:   Home"
      ])
  }

  func testPresentationChainAndSelectedTabAssertions() throws {
    let root = titled("Root")
    let window = makeVisibleWindow(root: root)
    try seedPresentationChain(from: root, [titled("Sheet"), NavigationController()])
    XCTAssertEqual(
      TestFailures.capture {
        assertPresentationChain(from: root, ["ViewController", "NavigationController"])
      }, [])
    XCTAssertEqual(
      TestFailures.capture { assertPresentationChain(from: root, []) }.map(\.message),
      [
        "The presentation chain differs (bottom first; - expected, + actual):\n"
          + "+ ViewController\n+ NavigationController"
      ])
    let tabs = TabBarController()
    tabs.setViewControllers([titled("One"), titled("Two")], animated: false)
    seedSelectedTab(tabs, 1)
    XCTAssertEqual(TestFailures.capture { assertSelectedTab(tabs, 1) }, [])
    XCTAssertEqual(
      TestFailures.capture { assertSelectedTab(tabs, 0) }.map(\.message),
      ["The selected tab differs.\nexpected: 0\nactual:   1 (ViewController)"])
    try window.checkInvariants()
  }

  func testEventSubsequenceAssertion() throws {
    let navigation = NavigationController(rootViewController: titled("A"))
    navigation.title = "Nav"
    let window = makeVisibleWindow(root: navigation)
    let events = recordEvents { navigation.pushViewController(titled("B"), animated: true) }
    XCTAssertEqual(
      TestFailures.capture {
        assertEventSubsequence(events, ["Nav.pushed(B)", "B.viewDidAppear"])
      }, [])
    let failures = TestFailures.capture {
      assertEventSubsequence(events, ["B.viewDidAppear", "Nav.pushed(B)"])
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].message.hasPrefix(
        "The events do not contain \"Nav.pushed(B)\" after 1 matched event(s).\nexpected, in order: [\"B.viewDidAppear\", \"Nav.pushed(B)\"]\nactual events (✓ matched):\n    B.willMove(toParent: Nav)\n    Nav.pushed(B)\n"
      ),
      failures[0].message)
    XCTAssertTrue(failures[0].message.contains("  ✓ B.viewDidAppear"))
    try window.checkInvariants()
  }

  func testLeakAssertion() throws {
    let navigation = NavigationController(rootViewController: titled("A"))
    let window = makeVisibleWindow(root: navigation)
    navigation.pushViewController(titled("B"), animated: false)
    XCTAssertEqual(
      TestFailures.capture {
        assertDeallocated(
          { [navigation.topViewController!] },
          after: { navigation.popViewController(animated: true) })
      }, [])
    let kept = titled("Kept")
    navigation.pushViewController(kept, animated: false)
    let failures = TestFailures.capture {
      assertDeallocated({ [kept] }, after: { navigation.popViewController(animated: true) })
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        "1 object(s) still alive after the action: <ViewController: Kept>. Something still holds them."
      ])
    try window.checkInvariants()
  }

  #if os(macOS)
    func testFailuresReachXCTestOutsideACapture() throws {
      let navigation = try NavigationController(rootViewController: titled("A"))
      XCTExpectFailure("the assertion reports through XCTFail") {
        assertNavigationStack(navigation, [])
      }
    }
  #endif
}
