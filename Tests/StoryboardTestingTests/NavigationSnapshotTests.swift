import Foundation
import StoryboardLoader
import StoryboardTesting
import Storyboards
import XCTest

/// Navigation snapshots record, compare, diff and re-record as snapshot tests do.
final class NavigationSnapshotTests: XCTestCase {
  private var directory: String!

  override func setUpWithError() throws {
    directory = NSTemporaryDirectory() + "navigation-snapshots-" + UUID().uuidString
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
    unsetenv(navigationSnapshotRecordVariable)
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

  private func snapshot(_ window: Window, _ name: String, record: Bool = false)
    -> [TestFailures.Failure]
  {
    TestFailures.capture {
      assertNavigationSnapshot(
        of: window, named: name, record: record, snapshotDirectory: directory,
        testName: "testFlow()")
    }
  }

  private func contents(_ name: String) throws -> String {
    try String(contentsOfFile: "\(directory!)/testFlow.\(name).txt", encoding: .utf8)
  }

  func testTheFirstRunRecordsAndFailsThenAnUnchangedRunPasses() throws {
    let simulator = try launch()
    let first = snapshot(simulator.window, "launch")
    XCTAssertEqual(
      first.map(\.message),
      [
        "No navigation snapshot was recorded yet: recorded it at \(directory!)/testFlow.launch.txt. "
          + "Run the test again to compare with it."
      ])
    XCTAssertEqual(
      try contents("launch"),
      """
      window: compact, key
      TabBarController — Main#tabs-1
        tab[0] (selected): NavigationController — Main#nav-first
          stack[0]: FirstViewController "First" — First#First
            child[0]: BadgeViewController — First#badge-1
        tab[1]: NavigationController — Main#nav-second
          stack[0]: SecondViewController "Second" — Second#Second

      """)
    XCTAssertEqual(snapshot(simulator.window, "launch"), [])
  }

  func testAChangedNavigationFailsWithADiffNamingTheLine() throws {
    let simulator = try launch()
    _ = snapshot(simulator.window, "state")
    try simulator.run(.tapTab(1))
    let failures = snapshot(simulator.window, "state")
    XCTAssertEqual(
      failures.map(\.message),
      [
        "The navigation differs from the snapshot at \(directory!)/testFlow.state.txt (line "
          + "numbers are the snapshot's; - snapshot, + now):\n"
          + [
            "   1   window: compact, key",
            "   2   TabBarController — Main#tabs-1",
            "   3 -   tab[0] (selected): NavigationController — Main#nav-first",
            "   3 +   tab[0]: NavigationController — Main#nav-first",
            "   4       stack[0]: FirstViewController \"First\" — First#First",
            "   5         child[0]: BadgeViewController — First#badge-1",
            "   6 -   tab[1]: NavigationController — Main#nav-second",
            "   6 +   tab[1] (selected): NavigationController — Main#nav-second",
            "   7       stack[0]: SecondViewController \"Second\" — Second#Second",
          ].joined(separator: "\n")
          + "\nIf the new navigation is right, re-record it with record: true or "
          + "NAVIGATION_SNAPSHOT_RECORD=1."
      ])
  }

  func testRecordModeRewritesAndFails() throws {
    let simulator = try launch()
    _ = snapshot(simulator.window, "state")
    try simulator.run(.tapTab(1))
    let recorded = snapshot(simulator.window, "state", record: true)
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded[0].message.hasPrefix("Record mode is on: recorded the navigation"))
    XCTAssertTrue(try contents("state").contains("tab[1] (selected)"))
    XCTAssertEqual(snapshot(simulator.window, "state"), [])

    try simulator.run(.tapTab(0))
    setenv(navigationSnapshotRecordVariable, "1", 1)
    XCTAssertEqual(snapshot(simulator.window, "state").count, 1, "the variable records too")
    unsetenv(navigationSnapshotRecordVariable)
    XCTAssertTrue(try contents("state").contains("tab[0] (selected)"))
    XCTAssertEqual(snapshot(simulator.window, "state"), [])
  }

  func testEventsOfTheClosureAreRecordedInOrder() throws {
    let simulator = try launch()
    let failures = try TestFailures.capture {
      try assertNavigationSnapshot(
        of: simulator.window, named: "about", snapshotDirectory: directory, testName: "testFlow()"
      ) { try simulator.run(.perform("showAbout")) }
    }
    XCTAssertEqual(failures.count, 1, "first run records")
    let text = try contents("about")
    let parts = text.components(separatedBy: "\n\nevents:\n")
    XCTAssertEqual(parts.count, 2)
    XCTAssertTrue(
      parts[0].hasSuffix("  presented (fullScreen): AboutViewController \"About\" — First#About"),
      parts[0])
    let events = parts[1].split(separator: "\n")
    XCTAssertEqual(
      Array(events.prefix(4)),
      [
        "warning: Unknown class AboutViewController in Interface Builder file.",
        "About.init(coder:)", "About.awakeFromNib", "First.segue(showAbout, to: About)",
      ])
    XCTAssertEqual(events.last, "BadgeViewController.viewDidDisappear")
    XCTAssertTrue(text.hasSuffix("viewDidDisappear\n"), "one event per line, ending the file")
  }

  /// The same navigation gives the same bytes, whatever ran before it.
  func testSnapshotsAreByteIdenticalAcrossRunsAndOrders() throws {
    func scenario(_ name: String, _ steps: [SimulationStep]) throws {
      let simulator = try launch()
      _ = try TestFailures.capture {
        try assertNavigationSnapshot(
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
