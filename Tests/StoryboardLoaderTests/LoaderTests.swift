import Foundation
import StoryboardLoader
import Storyboards
import XCTest

final class LoaderTests: XCTestCase {
  private func loadValid() throws -> StoryboardDefinition {
    try StoryboardLoader.loadStoryboard(atPath: TestPaths.fixture("Valid.storyboard"))
  }

  func testDocumentAttributes() throws {
    let storyboard = try loadValid()
    XCTAssertEqual(storyboard.name, "Valid")
    XCTAssertEqual(storyboard.targetRuntime, "iOS.CocoaTouch")
    XCTAssertEqual(storyboard.version, "3.0")
    XCTAssertEqual(storyboard.toolsVersion, "21701")
    XCTAssertEqual(storyboard.initialViewControllerID, "nav-1")
    XCTAssertEqual(storyboard.path, TestPaths.fixture("Valid.storyboard"))
  }

  func testControllersOfEveryScene() throws {
    let storyboard = try loadValid()
    XCTAssertEqual(
      storyboard.scenes.map(\.sceneID),
      ["scn-nav", "scn-list", "scn-detail", "scn-child", "scn-ref"])
    let list = try XCTUnwrap(storyboard.controller(withID: "list-1"))
    XCTAssertEqual(list.element, "tableViewController")
    XCTAssertEqual(list.kind, .tableViewController)
    XCTAssertEqual(list.storyboardIdentifier, "List")
    XCTAssertEqual(list.title, "Inbox")
    XCTAssertEqual(list.customClass, "InboxViewController")
    XCTAssertEqual(list.customModule, "Mail")
    XCTAssertEqual(list.customModuleProvider, "target")
    XCTAssertEqual(list.location?.line, 24, "the line of the start tag")
    let reference = try XCTUnwrap(storyboard.controller(withID: "compose-ref")?.reference)
    XCTAssertEqual(
      reference,
      StoryboardReference(
        storyboardName: "Compose", referencedIdentifier: "Editor",
        bundleIdentifier: "com.example.compose"))
  }

  func testRuntimeAttributesOfTheControllerOnlyWithTypedValues() throws {
    let attributes = try XCTUnwrap(try loadValid().controller(withID: "list-1")?.runtimeAttributes)
    XCTAssertEqual(
      attributes.map(\.keyPath), ["storyboardName", "pageSize", "showsUnread", "delegate", "tint"])
    XCTAssertEqual(
      attributes.map(\.value),
      [
        .string("Mail"), .number(25), .boolean(true), .null,
        .compound(
          element: "color",
          attributes: [
            "red": "1", "green": "0.5", "blue": "0", "alpha": "1", "colorSpace": "custom",
            "customColorSpace": "sRGB",
          ]),
      ])
    XCTAssertEqual(attributes.map(\.rawValue), ["Mail", nil, "YES", nil, nil])
  }

  func testOnlyDirectChildrenOfConnectionsAreSegues() throws {
    let segues = try loadValid().segues
    XCTAssertEqual(
      segues.map(\.id),
      ["rel-1", "seg-show", "seg-compose", "seg-manual", "seg-unwind", "seg-embed"],
      "no <segue reference>, no peek-and-pop <segue key>, no inferredMetricsTieBreakers")
    let show = segues[1]
    XCTAssertEqual(show.sourceID, "list-1", "the scene's controller, though a cell triggers it")
    XCTAssertEqual(show.trigger, "tableViewCell")
    XCTAssertEqual(show.triggerID, "cell-1")
    XCTAssertEqual(show.kind, .show)
    let compose = segues[2]
    XCTAssertEqual(compose.trigger, "barButtonItem")
    XCTAssertEqual(compose.modalPresentationStyle, .formSheet)
    XCTAssertEqual(compose.modalTransitionStyle, .crossDissolve)
    XCTAssertFalse(compose.animates)
    XCTAssertEqual(segues[3].destinationCreationSelector, "makeDetail:sender:")
    XCTAssertEqual(segues[3].trigger, "tableViewController")
    XCTAssertEqual(segues[4].unwindAction, "unwindToInbox:")
    XCTAssertEqual(segues[0].relationship, "rootViewController")
  }

  func testLoadedStoryboardRuns() throws {
    let bundle = StoryboardBundle(storyboards: [try loadValid()])
    let storyboard = Storyboard(name: "Valid", bundle: bundle)
    let navigation = try XCTUnwrap(
      storyboard.instantiateInitialViewController() as? NavigationController)
    XCTAssertEqual(navigation.topViewController?.className, "InboxViewController")
    XCTAssertEqual(
      navigation.topViewController?.undefinedRuntimeAttributes["pageSize"], .number(25))
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.topViewController?.performSegue(withIdentifier: "showMessage", sender: nil)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertEqual(
      navigation.topViewController?.children.first?.className, "ToolbarViewController", "embedded")
  }

  func testAFileOverTenMegabytesStreams() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Large.storyboard"
    let valid = try String(contentsOfFile: TestPaths.fixture("Valid.storyboard"), encoding: .utf8)
    let filler = String(
      repeating:
        "<view contentMode=\"scaleToFill\" id=\"f\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"44\"/></view>\n",
      count: 120_000)
    let large = valid.replacingOccurrences(of: "<subviews>", with: "<subviews>\n" + filler)
    try large.write(toFile: path, atomically: true, encoding: .utf8)
    let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    XCTAssertGreaterThan(size, 10_000_000)
    let storyboard = try StoryboardLoader.loadStoryboard(atPath: path)
    XCTAssertEqual(storyboard.scenes.count, 5)
    XCTAssertEqual(storyboard.segues.count, 6)
    XCTAssertEqual(storyboard.segues.last?.id, "seg-embed")
  }
}

/// Storyboards held in memory (a test bundle's resource, bytes already read) load as files do.
final class InMemoryLoadingTests: XCTestCase {
  func testBytesLoadToTheDefinitionTheFileLoadsTo() throws {
    let path = TestPaths.fixture("Valid.storyboard")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let fromFile = try StoryboardLoader.loadStoryboard(atPath: path)
    XCTAssertEqual(
      try StoryboardLoader.loadStoryboard(data: data, name: "Valid", path: path), fromFile)
    XCTAssertEqual(
      try StoryboardLoader.loadStoryboard(data: Array(data), name: "Valid", path: path), fromFile)
    let unnamed = try StoryboardLoader.loadStoryboard(data: data, name: "Mail")
    XCTAssertEqual(unnamed.name, "Mail")
    XCTAssertEqual(unnamed.path, "Mail.storyboard")
    XCTAssertEqual(unnamed.scenes, fromFile.scenes)
  }

  func testErrorsNameThePathGivenOrTheStoryboard() {
    XCTAssertThrowsError(
      try StoryboardLoader.loadStoryboard(data: Data("<document>".utf8), name: "Main")
    ) {
      XCTAssertEqual(
        "\($0)",
        "Main.storyboard:1:11: error: the file ends before its <document> is closed; it is "
          + "truncated. Restore the complete file from version control.")
    }
    XCTAssertThrowsError(
      try StoryboardLoader.loadStoryboard(
        data: [UInt8](), name: "Main", path: "App/Main.storyboard")
    ) {
      XCTAssertEqual(($0 as? StoryboardLoadError)?.reason, .empty)
      XCTAssertTrue("\($0)".hasPrefix("App/Main.storyboard:1:1: error: the file is empty."))
    }
    let conflict = Data("<document>\n<<<<<<< HEAD\n</document>\n".utf8)
    XCTAssertThrowsError(try StoryboardLoader.loadStoryboard(data: conflict, name: "Main")) {
      XCTAssertEqual(($0 as? StoryboardLoadError)?.reason, .mergeConflict)
      XCTAssertEqual(($0 as? StoryboardLoadError)?.line, 2)
    }
  }
}
