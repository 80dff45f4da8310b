import Foundation
import StoryboardAnalysis
import StoryboardLoader
import XCTest

/// The readable listing `dump` prints, as one string; a report's summary line; a flow file
/// made in code encodes to what the loader reads back.
final class StoryboardListingTests: XCTestCase {
  private var fixture: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "StoryboardLoaderTests/Fixtures/Valid.storyboard"
      ).path
  }

  func testTheListingNamesTheInitialControllerEachSceneAndEachSegue() throws {
    let storyboard = try StoryboardLoader.loadStoryboard(atPath: fixture)
    let listing = StoryboardDump.listing(of: storyboard, file: "Valid.storyboard")
    let lines = listing.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "Valid.storyboard (iOS.CocoaTouch), initial: nav-1")
    XCTAssertTrue(
      lines.contains(
        "  scene scn-list: tableViewController list-1 \"Inbox\" InboxViewController (List)"))
    XCTAssertTrue(
      lines.contains("  segue seg-show: show list-1 -> detail-1 [showMessage] from tableViewCell"))
    XCTAssertEqual(lines.filter { $0.hasPrefix("  scene ") }.count, 5)
    XCTAssertEqual(lines.filter { $0.hasPrefix("  segue ") }.count, 6)
  }

  func testAnEmptyReportSaysWhatItCounted() {
    XCTAssertEqual(
      ValidationReport().description,
      "0 scenes instantiated, 0 references resolved, 0 segues performed, 0 problems")
  }

  func testAFlowFileMadeInCodeReadsBackEqual() throws {
    let file = NavigationFlowFile(
      storyboards: "Storyboards",
      flows: [
        NavigationFlow(
          name: "open a message", launch: "Main",
          steps: [.init(action: "tap cell 0", expect: ["top is Message"])])
      ])
    let data = try JSONEncoder().encode(file)
    XCTAssertEqual(try JSONDecoder().decode(NavigationFlowFile.self, from: data), file)
    XCTAssertEqual(file.flows.first?.steps.first?.action, "tap cell 0")
  }
}
