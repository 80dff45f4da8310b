import Foundation
import XCTest

/// A storyboard whose scenes embed each other: `simulate` and `lint` report the cycle with the
/// scenes, instead of overflowing the stack.
final class CycleCommandTests: XCTestCase {
  private static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("StoryboardLoaderTests/Fixtures/Cycles/EmbedsEachOther.storyboard")
    .path
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
}
