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
    XCTAssertEqual(first.recorded.steps.map { $0.expect?.count }, [6, 6, 6])
    XCTAssertEqual(first.recorded.steps[1].expect?[4], "  selected: NavigationController (Main)")
    XCTAssertEqual(first.recorded.steps[0].expect, first.recorded.steps[2].expect)
    XCTAssertTrue(try run(first.recorded).passed)
  }

  func testAnExpectationThatDiffersFailsAtItsStepWithANumberedDiff() throws {
    var flow = try run(
      NavigationFlow(name: "tabs", placeholders: true, steps: [.init(action: "tap-tab:1")])
    )
    .recorded
    flow.steps[0].expect?[1] = "  NavigationController (Elsewhere)"
    let failure = try XCTUnwrap(try run(flow).failure)
    XCTAssertEqual(failure.step, 1)
    XCTAssertEqual(failure.action, "tap-tab:1")
    XCTAssertTrue(failure.differsFromExpectation)
    XCTAssertEqual(
      failure.description.split(separator: "\n"),
      [
        "step 1 (tap-tab:1): the navigation differs from the expectation (line numbers are the "
          + "expectation's; - expected, + actual):",
        "   1   TabBarController (Main)",
        "   2 -   NavigationController (Elsewhere)",
        "   2 +   NavigationController (Main)",
        "   3       FirstViewController \"First\" (First)",
        "   4         BadgeViewController (First)",
        "   5     selected: NavigationController (Main)",
        "   6       SecondViewController \"Second\" (Second)",
        "If the new navigation is right, re-record the expectations with storyboard-tool test "
          + "--record (or STORYBOARD_RECORD=1).",
      ])
  }

  func testAFlowRecordsEveryStepAfterADifferenceAndFailsAtTheFirst() throws {
    let recorded = try run(
      NavigationFlow(
        name: "tabs", placeholders: true,
        steps: [.init(action: "tap-tab:1"), .init(action: "tap-tab:0")])
    ).recorded
    var stale = recorded
    stale.steps[0].expect = ["window: compact, key", "TabBarController — Main#tabs-1"]
    stale.steps[1].expect = ["TabBarController (Elsewhere)"]
    let result = try run(stale)
    XCTAssertEqual(result.failure?.step, 1, "the first difference")
    XCTAssertTrue(
      result.failure?.message.contains(
        "This expectation is in the earlier snapshot format (a `window:` line, "
          + "`— Storyboard#scene`). If the new navigation is right") == true)
    XCTAssertEqual(result.recorded, recorded, "every step recorded, past the difference")
    XCTAssertEqual(result.shownScenes.count, 2)
    XCTAssertTrue(result.shownScenes[0].isSuperset(of: ["Main#tabs-1", "Second#second-1"]))
  }

  func testStepsThatCannotRunAndBadSettingsNameTheStepAndTheFix() throws {
    let unknownStep = try run(NavigationFlow(name: "x", steps: [.init(action: "jump")]))
    XCTAssertEqual(
      unknownStep.failure?.description,
      "step 1 (jump): 'jump' is not a step. Use perform:<identifier>, tap:<segue id or "
        + "control>, select-row:<section>,<row>, tap-tab:<index>, tap-more:<row>, pop, dismiss, "
        + "unwind:<action>, rotate or size-class:<compact|regular>, with @<name> to pick the "
        + "controller."
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
