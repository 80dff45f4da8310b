import Foundation
import Storyboards
import XCTest

/// A raise outside `catching` fails the running XCTest test with UIKit's message, and ends a
/// process that runs no test as an uncaught exception does. Each case runs this test binary
/// again on a probe, so that the failure it provokes is not this run's.
final class UncaughtRaiseTests: XCTestCase {
  func testAnUncaughtRaiseFailsTheRunningXCTestTest() throws {
    let run = try runThisBinary(
      ["StoryboardsTests.UncaughtRaiseProbes/testProbePushingTwice"], probe: "xctest")
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

  private func runThisBinary(_ arguments: [String], probe: String) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    // No backtrace for the probe's end: Swift's backtracer would outlive the probe holding its
    // output open.
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["STORYBOARDS_RAISE_PROBE": probe, "SWIFT_BACKTRACE": "enable=no"]) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    nonisolated(unsafe) var errorData = Data()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      drained.signal()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}

/// The probes ``UncaughtRaiseTests`` runs; skipped in an ordinary run.
final class UncaughtRaiseProbes: XCTestCase {
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
