import Storyboards
import XCTest

/// Storyboard definitions: the values the loader builds and the runtime instantiates.
final class DefinitionTests: XCTestCase {
  private func shop() -> StoryboardDefinition {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "list", isInitial: true)
    main.viewController("list", customClass: "ListViewController")
    main.viewController("detail", storyboardIdentifier: "Detail")
    main.segue(.show, from: "list", to: "detail", identifier: "showDetail")
    main.segue(.presentation, from: "list", to: "gone", identifier: "showGone")
    main.unwind(from: "detail", action: "unwindToList:")
    return main.definition
  }

  func testControllersAreFoundByObjectIDAndStoryboardIdentifier() {
    let definition = shop()
    XCTAssertEqual(definition.initialController?.id, "nav")
    XCTAssertEqual(definition.controller(withStoryboardIdentifier: "Detail")?.id, "detail")
    XCTAssertNil(definition.controller(withID: "gone"))
    XCTAssertEqual(definition.controller(withID: "list")?.className, "ListViewController")
    XCTAssertEqual(
      definition.controller(withID: "detail")?.className, "ViewController",
      "without a custom class, the element's runtime class")
    XCTAssertEqual(
      definition.segues(fromControllerWithID: "list").compactMap(\.identifier),
      ["showDetail", "showGone"])
  }

  func testASegueToNoSceneIsReportedAndAnUnwindIsNot() {
    let missing = shop().seguesWithoutDestination
    XCTAssertEqual(missing.map(\.segue.identifier), ["showGone"])
    XCTAssertEqual(
      missing.first?.problem, "the segue 'showGone' leads to 'gone', which is no scene of 'Main'")
  }

  func testSegueKindsRoundTripTheirNamesAndKeepUnknownOnes() {
    let names = [
      "show", "showDetail", "presentation", "popoverPresentation", "embed", "relationship",
      "unwind", "custom", "push", "modal", "popover", "replace",
    ]
    for name in names {
      XCTAssertEqual(SegueKind(name: name).description, name)
      XCTAssertNotEqual(SegueKind(name: name), .other(name), name)
    }
    XCTAssertEqual(SegueKind(name: "tvFocus"), .other("tvFocus"))
    XCTAssertEqual(SegueKind(name: "tvFocus").description, "tvFocus")
  }

  func testALocationIsLineThenColumn() {
    XCTAssertEqual(SourcePosition(line: 12, column: 7).description, "12:7")
  }

  func testACopiedObjectDefinitionChangesAlone() {
    let original = SceneObjectDefinition(
      id: "b", element: "button", attributes: ["title": "Go"], segments: ["One"])
    var copy = original
    XCTAssertEqual(copy, original)
    copy.segments.append("Two")
    copy.connections.append(
      ConnectionDefinition(kind: .action, name: "go:", destinationID: "c"))
    copy.attributes = ["title": "Stop"]
    XCTAssertEqual(original.segments, ["One"])
    XCTAssertEqual(original.connections, [])
    XCTAssertEqual(original.attributes["title"], "Go")
    XCTAssertEqual(copy.segments, ["One", "Two"])
    XCTAssertEqual(copy.attributes["title"], "Stop")
    XCTAssertNotEqual(copy, original)
    var same = original
    same.segments = ["One"]
    XCTAssertEqual(same, original, "equal by value after a change that changes nothing")
  }
}
