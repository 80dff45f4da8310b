import Foundation
import XCTest

/// Storyboards whose structure is broken: scenes that embed each other (`simulate` and `lint`
/// report the cycle with the scenes, instead of overflowing the stack), segues that lead
/// nowhere (`dump` prints what it read and exits 1).
final class StructureCommandTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("StoryboardLoaderTests/Fixtures").path
  private static let fixture = fixtures + "/Cycles/EmbedsEachOther.storyboard"
  private static let message =
    "The scenes EmbedsEachOther#page-a -> EmbedsEachOther#page-b -> EmbedsEachOther#page-a "
    + "embed each other through container views: loading the first view would never end. "
    + "Point one of the embed segues at another scene."

  func testSimulateReportsTheCycle() throws {
    let result = try runProduct(
      "storyboard-tool", ["simulate", Self.fixture, "--storyboard", "EmbedsEachOther"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertEqual(result.errors, "storyboard-tool: error: \(Self.message)\n")
  }

  func testLintReportsTheCycleWhereItStarts() throws {
    let result = try runProduct("storyboard-tool", ["lint", Self.fixture])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, "\(Self.fixture):6:17: error: \(Self.message) [embed-cycle]\n")
  }

  func testDumpPrintsSeguesThatLeadNowhereAndExitsOne() throws {
    let file = Self.fixtures + "/Segues/DanglingSegues.storyboard"
    let result = try runProduct("storyboard-tool", ["dump", file])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.output,
      """
      \(file) (iOS.CocoaTouch), initial: list-1
        scene scene-list: viewController list-1 "List"
        segue seg-none: show list-1 -> ? [showNothing] from button
        segue seg-view: show list-1 -> list-view [showView] from button

      """)
    XCTAssertEqual(
      result.errors,
      "\(file):11:37: error: the segue 'showNothing' has no destination; reconnect or delete it\n"
        + "\(file):16:37: error: the segue 'showView' leads to 'list-view', which is no scene of "
        + "'DanglingSegues'; reconnect or delete it\n")
    let lint = try runProduct("storyboard-tool", ["lint", file])
    XCTAssertEqual(lint.status, 1)
    XCTAssertEqual(
      lint.output.split(separator: "\n").filter { $0.hasSuffix("[missing-destination]") }.count, 2)
  }
}
