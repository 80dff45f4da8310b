import Foundation
import StoryboardTesting
import Storyboards
import Testing
import XCTest

/// A raise outside `catching` is an issue of the running Swift Testing test, at the test's line
/// that made the call, recorded by this module's reporter, which the runtime finds when a test
/// target links this module.
@Suite struct SwiftTestingRaiseTests {
  @Test func anUncaughtRaiseIsAnIssueOfTheRunningTest() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let line = #line + 2
    withKnownIssue {
      navigation.pushViewController(root, animated: false)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.filePath == #filePath
        && issue.comments.contains {
          $0.rawValue.hasPrefix(
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
              + "'<NavigationController> is pushing the same view controller instance")
        }
    }
    #expect(navigation.viewControllers == [root])
  }

  @Test func assertRaisesExpectsTheRaise() {
    let navigation = NavigationController()
    let error = assertRaises("Tried to pop to a view controller that doesn't exist.") {
      navigation.popToViewController(ViewController(), animated: false)
    }
    #expect(error as? NavigationError == .poppingToMissingViewController)
  }

  @Test func assertRaisesFailsWhenNothingIsRaised() {
    withKnownIssue {
      assertRaises("anything") { NavigationController().popViewController(animated: false) }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "Nothing was raised: expected an error saying \"anything\"."
      }
    }
  }

  /// Run by `UncaughtRaiseTests` in a process of its own: a raise on a thread that runs no test
  /// ends the process, as an uncaught exception ends an app.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["STORYBOARDS_RAISE_PROBE"] == "terminate"))
  func probeRaisingOutsideTheTest() {
    let thread = Thread {
      NavigationController().popToViewController(ViewController(), animated: false)
    }
    thread.start()
    while !thread.isFinished { Thread.sleep(forTimeInterval: 0.01) }
  }
}

/// `assertRaises` in XCTest: its failures are XCTest failures, captured here to check them.
final class AssertRaisesTests: XCTestCase {
  func testAWrongMessageFailsWithBoth() {
    let failures = TestFailures.capture {
      assertRaises("something else") {
        NavigationController().popToViewController(ViewController(), animated: false)
      }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        "The raised error does not say \"something else\":\n  Tried to pop to a view controller "
          + "that doesn't exist. Check that it is in viewControllers before popping to it."
      ])
  }

  func testAThrownErrorCountsAsRaised() {
    struct Thrown: Error {}
    XCTAssertNotNil(assertRaises { throw Thrown() } as? Thrown)
  }
}
