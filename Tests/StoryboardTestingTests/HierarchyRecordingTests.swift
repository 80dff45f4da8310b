import Foundation
import StoryboardLoader
import StoryboardTesting
import Storyboards
import XCTest

/// Recorded hierarchies (files beside the test) record, compare, diff and re-record as
/// snapshot tests do; record mode is one switch.
final class HierarchyRecordingTests: XCTestCase {
  private var directory: String!

  override func setUpWithError() throws {
    directory = NSTemporaryDirectory() + "hierarchy-recordings-" + UUID().uuidString
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// The Segregation example launched with its placeholders substituted.
  private func launch() throws -> StoryboardSimulator {
    let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Segregation/Storyboards").path
    let bundle = try StoryboardBundle(contentsOfFolder: storyboards)
    bundle.installPlaceholderSubstitution()
    return try StoryboardSimulator(bundle: bundle, storyboard: "Main")
  }

  private func check(_ window: Window, _ name: String, recording: Bool = false)
    -> [TestFailures.Failure]
  {
    RecordMode.withRecordMode(recording) {
      TestFailures.capture {
        assertHierarchy(
          of: window, named: name, snapshotDirectory: directory, testName: "testFlow()")
      }
    }
  }

  private func contents(_ name: String) throws -> String {
    try String(contentsOfFile: "\(directory!)/testFlow.\(name).txt", encoding: .utf8)
  }

  func testTheFirstRunRecordsAndFailsThenAnUnchangedRunPasses() throws {
    let simulator = try launch()
    let first = check(simulator.window, "launch")
    XCTAssertEqual(
      first.map(\.message),
      [
        "Nothing was recorded yet: recorded the window's hierarchy at "
          + "\(directory!)/testFlow.launch.txt. "
          + "Run the test again to compare with it."
      ])
    XCTAssertEqual(
      try contents("launch"),
      """
      TabBarController (Main)
        selected: NavigationController (Main)
          FirstViewController "First" (First)
            BadgeViewController (First)
        NavigationController (Main)
          SecondViewController "Second" (Second)

      """)
    XCTAssertEqual(check(simulator.window, "launch"), [])
  }

  func testAChangedHierarchyFailsWithOneNumberedDiffAndHowToReRecord() throws {
    let simulator = try launch()
    _ = check(simulator.window, "state")
    try simulator.run(.tapTab(1))
    XCTAssertEqual(
      check(simulator.window, "state").map(\.message),
      [
        "The window's hierarchy differs from the recording at \(directory!)/testFlow.state.txt "
          + "(line numbers are the recording's; - expected, + actual):\n"
          + [
            "   1   TabBarController (Main)",
            "   2 -   selected: NavigationController (Main)",
            "   2 +   NavigationController (Main)",
            "   3       FirstViewController \"First\" (First)",
            "   4         BadgeViewController (First)",
            "   5 -   NavigationController (Main)",
            "   5 +   selected: NavigationController (Main)",
            "   6       SecondViewController \"Second\" (Second)",
          ].joined(separator: "\n")
          + "\nIf the change is right, re-record it: STORYBOARD_RECORD=1 (for example "
          + "`STORYBOARD_RECORD=1 swift test --filter <test>`)."
      ])
  }

  func testRecordModeRewritesWhatDiffersAndFailsAndLeavesTheRestPassing() throws {
    let simulator = try launch()
    _ = check(simulator.window, "state")
    XCTAssertEqual(check(simulator.window, "state", recording: true), [], "nothing to record")
    try simulator.run(.tapTab(1))
    XCTAssertEqual(
      check(simulator.window, "state", recording: true).map(\.message),
      [
        "Record mode is on: recorded the window's hierarchy at \(directory!)/testFlow.state.txt. "
          + "Run the test again without STORYBOARD_RECORD to compare with it."
      ])
    XCTAssertTrue(
      try contents("state").contains("  selected: NavigationController (Main)\n    Second"))
    XCTAssertEqual(check(simulator.window, "state"), [])
  }

  func testTheEnvironmentVariableIsTheSwitch() {
    XCTAssertEqual(RecordMode.environmentVariable, "STORYBOARD_RECORD")
    XCTAssertTrue(RecordMode.isOn(in: ["STORYBOARD_RECORD": "1"]))
    XCTAssertTrue(RecordMode.isOn(in: ["STORYBOARD_RECORD": "YES"]))
    XCTAssertFalse(RecordMode.isOn(in: ["STORYBOARD_RECORD": "0"]))
    XCTAssertFalse(RecordMode.isOn(in: ["NAVIGATION_SNAPSHOT_RECORD": "1"]), "one switch")
  }

  func testARecordingInTheEarlierFormatSaysSo() throws {
    let simulator = try launch()
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try "window: compact, key\nTabBarController — Main#tabs-1\n".write(
      toFile: "\(directory!)/testFlow.old.txt", atomically: true, encoding: .utf8)
    let message = try XCTUnwrap(check(simulator.window, "old").first?.message)
    XCTAssertTrue(
      message.hasSuffix(
        "The recording is in the earlier snapshot format (a `window:` line, "
          + "`— Storyboard#scene`). If the change is right, re-record it: "
          + "STORYBOARD_RECORD=1 (for example `STORYBOARD_RECORD=1 swift test --filter <test>`)."
      ), message)
  }

  func testEventsOfTheClosureAreRecordedInOrder() throws {
    let simulator = try launch()
    let failures = try TestFailures.capture {
      try assertHierarchy(
        of: simulator.window, named: "about", snapshotDirectory: directory, testName: "testFlow()"
      ) { try simulator.run(.perform("showAbout")) }
    }
    XCTAssertEqual(failures.count, 1, "first run records")
    let text = try contents("about")
    let parts = text.components(separatedBy: "\n\nevents:\n")
    XCTAssertEqual(parts.count, 2)
    XCTAssertTrue(
      parts[0].hasSuffix("  presented (fullScreen): AboutViewController \"About\" (First)"),
      parts[0])
    let events = parts[1].split(separator: "\n")
    XCTAssertEqual(
      Array(events.prefix(4)),
      [
        "About.init(coder:)", "About.awakeFromNib", "First.segue(showAbout, to: About)",
        "First.prepare(for: showAbout)",
      ])
    XCTAssertEqual(events.last, "BadgeViewController.viewDidDisappear")
    XCTAssertTrue(text.hasSuffix("viewDidDisappear\n"), "one event per line, ending the file")
  }

  /// The same navigation gives the same bytes, whatever ran before it.
  func testRecordingsAreByteIdenticalAcrossRunsAndOrders() throws {
    func scenario(_ name: String, _ steps: [SimulationStep]) throws {
      let simulator = try launch()
      _ = try TestFailures.capture {
        try assertHierarchy(
          of: simulator.window, named: name, snapshotDirectory: directory,
          testName: "testFlow()"
        ) { for step in steps { try simulator.run(step) } }
      }
    }
    let about: [SimulationStep] = [.perform("showAbout")]
    let third: [SimulationStep] = [.perform("showThird"), .tapTab(1), .tapTab(0)]
    try scenario("a", about)
    try scenario("b", third)
    let first = try [contents("a"), contents("b")]
    try FileManager.default.removeItem(atPath: directory)
    try scenario("b", third)
    try scenario("a", about)
    XCTAssertEqual(try [contents("a"), contents("b")], first)
    XCTAssertFalse(first[1].contains("0x"), "no addresses")
  }
}
