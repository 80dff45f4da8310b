import Foundation
import Storyboards
import TestSupport
import XCTest

/// A raise outside `catching` fails the running XCTest test with UIKit's message, and ends a
/// process that runs no test as an uncaught exception does. Each case runs this test binary
/// again on a probe, so that the failure it provokes is not this run's.
final class UncaughtRaiseTests: XCTestCase {
  func testAnUncaughtRaiseFailsTheRunningXCTestTest() throws {
    let run = try runThisBinary(
      ["StoryboardRuntimeTests.UncaughtRaiseProbes/testProbePushingTwice"], probe: "xctest")
    XCTAssertNotEqual(run.status, 0, run.output)
    XCTAssertTrue(
      run.output.contains(
        "error: UncaughtRaiseProbes.testProbePushingTwice : failed - *** Terminating app due to "
          + "uncaught exception 'NSInvalidArgumentException', reason: '<NavigationController> is "
          + "pushing the same view controller instance (<ViewController: Root>) more than once"),
      run.output)
    XCTAssertTrue(
      run.output.contains("Wrap the call in `try catching { … }` to handle the error"), run.output)
    XCTAssertTrue(run.output.contains("the test went on"), "the call returns; the test goes on")
    XCTAssertTrue(
      run.output.contains(
        "\(#filePath):\(UncaughtRaiseProbes.pushLine): error: UncaughtRaiseProbes"),
      "the failure is at the test's line that made the call:\n\(run.output)")
  }

  func testAnUncaughtRaiseOutsideAnyTestEndsTheProcessWithUIKitsMessage() throws {
    let run = try runThisBinary(
      ["--testing-library", "swift-testing", "--filter", "probeRaisingOutsideTheTest"],
      probe: "terminate")
    XCTAssertNotEqual(run.status, 0)
    XCTAssertTrue(
      run.errors.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'Tried to pop to a view controller that doesn't exist."),
      run.errors)
  }

  private func runThisBinary(_ arguments: [String], probe: String) throws -> ProductRun {
    // No backtrace for the probe's end: Swift's backtracer would outlive the probe holding its
    // output open.
    try runProcess(
      URL(fileURLWithPath: CommandLine.arguments[0]), arguments,
      environment: ["STORYBOARDS_RAISE_PROBE": probe, "SWIFT_BACKTRACE": "enable=no"])
  }
}

/// The probes ``UncaughtRaiseTests`` runs; skipped in an ordinary run.
final class UncaughtRaiseProbes: XCTestCase {
  /// The line of the probe's misuse.
  static let pushLine = 62

  func testProbePushingTwice() throws {
    guard ProcessInfo.processInfo.environment["STORYBOARDS_RAISE_PROBE"] == "xctest" else {
      throw XCTSkip("A probe run by UncaughtRaiseTests, which expects it to fail.")
    }
    let root = ViewController()
    root.title = "Root"
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(root, animated: false)
    print("the test went on")
  }
}
