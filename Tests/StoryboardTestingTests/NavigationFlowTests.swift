import Foundation
import StoryboardLoader
import Storyboards
import XCTest

/// Flows run on a fresh bundle each, compare each expectation, and say which step failed.
final class NavigationFlowTests: XCTestCase {
  private static let folder = StoryboardLoader.loadFolder(
    atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Segregation/Storyboards").path)

  private func run(_ flow: NavigationFlow) throws -> NavigationFlowResult {
    flow.run(in: try Self.folder.makeBundle())
  }

  func testAFlowRecordsEveryStepsNavigationAndPassesAgainstIt() throws {
    let flow = NavigationFlow(
      name: "tabs", placeholders: true,
      steps: [.init(), .init(action: "tap-tab:1"), .init(action: "tap-tab:0")])
    let first = try run(flow)
    XCTAssertTrue(first.passed, "no expectation, nothing to differ")
    XCTAssertEqual(first.recorded.steps.map { $0.expect?.count }, [7, 7, 7])
    XCTAssertEqual(
      first.recorded.steps[1].expect?[5],
      "  tab[1] (selected): NavigationController — Main#nav-second")
    XCTAssertEqual(first.recorded.steps[0].expect, first.recorded.steps[2].expect)
    XCTAssertTrue(try run(first.recorded).passed)
  }

  func testAnExpectationThatDiffersFailsAtItsStepWithANumberedDiff() throws {
    var flow = try run(
      NavigationFlow(name: "tabs", placeholders: true, steps: [.init(action: "tap-tab:1")])
    )
    .recorded
    flow.steps[0].expect?[1] = "TabBarController — Main#elsewhere"
    let failure = try XCTUnwrap(try run(flow).failure)
    XCTAssertEqual(failure.step, 1)
    XCTAssertEqual(failure.action, "tap-tab:1")
    XCTAssertEqual(
      failure.description.split(separator: "\n").prefix(4),
      [
        "step 1 (tap-tab:1): the navigation differs from the expectation (line numbers are the "
          + "expectation's; - expected, + now):",
        "   1   window: compact, key",
        "   2 - TabBarController — Main#elsewhere",
        "   2 + TabBarController — Main#tabs-1",
      ])
  }

  func testStepsThatCannotRunAndBadSettingsNameTheStepAndTheFix() throws {
    let unknownStep = try run(NavigationFlow(name: "x", steps: [.init(action: "jump")]))
    XCTAssertEqual(
      unknownStep.failure?.description,
      "step 1 (jump): 'jump' is not a step. Use perform:<identifier>, tap:<segue id>, "
        + "tap-tab:<index>, tap-more:<row>, pop, dismiss or unwind:<action>, with @<name> to pick the controller."
    )
    let noSegue = try run(
      NavigationFlow(name: "x", steps: [.init(), .init(action: "perform:nowhere")]))
    XCTAssertEqual(noSegue.failure?.step, 2)
    XCTAssertTrue(noSegue.failure?.message.contains("'nowhere'") == true, "\(noSegue)")
    let sizeClass = try run(NavigationFlow(name: "x", sizeClass: "huge", steps: []))
    XCTAssertEqual(
      sizeClass.failure?.description,
      "launch: sizeClass is 'huge'; use \"compact\" or \"regular\"")
    let launch = try run(NavigationFlow(name: "x", launch: "Nope", steps: []))
    XCTAssertEqual(launch.failure?.step, 0)
    XCTAssertTrue(launch.failure?.message.contains("'Nope'") == true, "\(launch)")
  }

  func testFlowFilesRefuseUnknownKeys() throws {
    let json = #"{"storyboards": ".", "flows": [{"name": "x", "lanch": "Main", "steps": []}]}"#
    XCTAssertThrowsError(try JSONDecoder().decode(NavigationFlowFile.self, from: Data(json.utf8))) {
      guard case DecodingError.dataCorrupted(let context) = $0 else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(
        context.debugDescription,
        "unknown key 'lanch' (the keys are name, launch, placeholders, sizeClass, standIns, steps)")
    }
  }
}
