import Foundation
import XCTest

/// Storyboards whose structure is broken: scenes that embed each other (`simulate` and `lint`
/// report the cycle with the scenes, instead of overflowing the stack), segues that lead
/// nowhere (`dump` prints what it read and exits 1).
final class StructureCommandTests: XCTestCase {
  private static let fixtures = Repository.loaderFixtures
  private static let fixture = fixtures + "/Cycles/EmbedsEachOther.storyboard"
  private static let message =
    "The scenes EmbedsEachOther#page-a -> EmbedsEachOther#page-b -> EmbedsEachOther#page-a "
    + "embed each other through container views: loading the first view would never end. "
    + "Point one of the embed segues at another scene."

  /// Where lint reports it: the scene where the cycle starts.
  func testSimulateReportsTheCycleWhereItStarts() throws {
    assertCommand(
      ["simulate", Self.fixture, "--storyboard", "EmbedsEachOther"],
      errors: "\(Self.fixture):6:17: error: \(Self.message) [embed-cycle]\n", status: 1)
  }

  func testLintReportsTheCycleWhereItStarts() throws {
    assertCommand(
      ["lint", Self.fixture],
      output: "\(Self.fixture):6:17: error: \(Self.message) [embed-cycle]\n",
      status: 1)
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
      "\(file):11:37: error: the segue 'showNothing' has no destination; reconnect or delete it "
        + "[missing-destination]\n"
        + "\(file):16:37: error: the segue 'showView' leads to 'list-view', which is no scene of "
        + "'DanglingSegues'; reconnect or delete it [missing-destination]\n")
    let lint = try runProduct("storyboard-tool", ["lint", file])
    XCTAssertEqual(lint.status, 1)
    XCTAssertEqual(
      lint.output.split(separator: "\n").filter { $0.hasSuffix("[missing-destination]") }.count, 2)
  }

  /// A storyboard of `count` scenes: a chain of navigation controllers, or one tab bar
  /// controller with every other scene as a tab.
  private func largeStoryboard(_ shape: String, count: Int) throws -> String {
    var scenes = ""
    var segues = ""
    for index in 0..<count {
      switch shape {
      case "chain":
        let destination = index + 1 < count ? "n\(index + 1)" : "n0"
        scenes +=
          #"<scene sceneID="s\#(index)"><objects><navigationController id="n\#(index)" "#
          + #"sceneMemberID="viewController"><connections><segue destination="\#(destination)" "#
          + #"kind="relationship" relationship="rootViewController" id="r\#(index)"/>"#
          + "</connections></navigationController></objects></scene>\n"
      default:
        segues +=
          #"<segue destination="v\#(index)" kind="relationship" relationship="viewControllers" "#
          + #"id="r\#(index)"/>"#
        scenes +=
          #"<scene sceneID="s\#(index)"><objects><viewController id="v\#(index)" "#
          + #"sceneMemberID="viewController"/></objects></scene>"# + "\n"
      }
    }
    let tabs =
      shape == "chain"
      ? ""
      : #"<scene sceneID="st"><objects><tabBarController id="n0" sceneMemberID="viewController">"#
        + "<connections>\(segues)</connections></tabBarController></objects></scene>"
    let path = NSTemporaryDirectory() + "Large\(shape.capitalized).storyboard"
    try
      (#"<?xml version="1.0" encoding="UTF-8"?><document version="3.0" "#
      + #"targetRuntime="iOS.CocoaTouch" initialViewController="n0"><scenes>"#
      + tabs + scenes + "</scenes></document>\n").write(
        toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Very large structures finish with an answer: a ring of 5,000 containers is a cycle for
  /// lint and for simulate; 5,000 tabs launch.
  func testVeryLargeStructuresFinishWithAnAnswer() throws {
    let ring = try largeStoryboard("chain", count: 5_000)
    let lint = try runProduct("storyboard-tool", ["lint", ring])
    XCTAssertEqual(lint.status, 1)
    XCTAssertEqual(
      lint.output.split(separator: "\n").filter { $0.hasSuffix("[relationship-cycle]") }.count, 1)
    let simulate = try runProduct(
      "storyboard-tool", ["simulate", ring, "--storyboard", "LargeChain"])
    XCTAssertEqual(simulate.status, 1)
    XCTAssertTrue(simulate.errors.contains("LargeChain#n0 -> LargeChain#n1"), simulate.errors)
    XCTAssertEqual(try runProduct("storyboard-tool", ["graph", ring]).status, 0)
    let wide = try largeStoryboard("tabs", count: 5_000)
    let tabs = try runProduct("storyboard-tool", ["simulate", wide, "--storyboard", "LargeTabs"])
    XCTAssertEqual(tabs.status, 0, tabs.errors)
    XCTAssertTrue(
      tabs.output.hasPrefix("== launch\nTabBarController (LargeTabs)\n"),
      String(tabs.output.prefix(200)))
  }
}
