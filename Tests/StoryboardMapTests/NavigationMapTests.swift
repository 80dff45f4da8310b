import Foundation
import StoryboardLoader
import StoryboardMap
import Storyboards
import TestSupport
import XCTest

final class NavigationMapTests: XCTestCase {
  /// Main: a navigation controller around a list that shows a reference to Profile's scene
  /// and a placeholder for Settings' initial controller, shows a broken reference, and has an
  /// unwind; Profile and Settings have one scene each.
  private func makeBundle() -> StoryboardBundle {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "list", isInitial: true)
    main.viewController(
      "list", storyboardIdentifier: "List", customClass: "ListViewController", title: "Items")
    main.reference("toProfile", storyboardName: "Profile", referencedIdentifier: "Profile")
    main.viewController("settingsLink", runtimeAttributes: [.string("storyboardName", "Settings")])
    main.reference("broken", storyboardName: "Gone")
    main.segue(.show, from: "list", to: "toProfile", identifier: "showProfile")
    main.segue(.presentation, from: "list", to: "settingsLink")
    main.segue(.show, from: "list", to: "broken", identifier: "lost")
    main.unwind(from: "list", action: "unwindToList:")
    var definition = main.definition
    for (index, x) in [0.0, 500, 1000, 1000, 1500].enumerated() {
      definition.scenes[index].canvasLocation = CanvasPoint(x: x, y: index == 3 ? 800 : 0)
    }
    var profile = StoryboardBuilder("Profile")
    profile.viewController(
      "profile", storyboardIdentifier: "Profile", customClass: "ProfileViewController")
    var settings = StoryboardBuilder("Settings")
    settings.viewController("settings", customClass: "SettingsViewController", isInitial: true)
    return StoryboardBundle(storyboards: [definition, profile.definition, settings.definition])
  }

  func testEverySceneIsAnElementOfTheContract() {
    let page = MapMarkupReader(NavigationMap(bundle: makeBundle()).html())
    let scenes = page.elements(withClass: "scene")
    XCTAssertEqual(
      scenes.map { "\($0.attributes["data-storyboard"]!)#\($0.attributes["data-id"]!)" },
      [
        "Main#nav", "Main#list", "Main#toProfile", "Main#settingsLink", "Main#broken",
        "Profile#profile", "Settings#settings",
      ])
    let ids = page.tags.compactMap { $0.attributes["id"] }
    XCTAssertEqual(Set(ids).count, ids.count, "ids are unique in the page")
    let list = scenes[1]
    XCTAssertEqual(list.attributes["data-class"], "ListViewController")
    XCTAssertEqual(list.attributes["data-identifier"], "List")
    XCTAssertTrue(page.markup(of: list).contains("“Items”"), "the title is drawn")
    XCTAssertTrue(scenes[0].classes.contains("initial"))
    XCTAssertTrue(page.markup(of: scenes[0]).contains("initial-arrow"))
  }

  func testReferencesLinkToTheScenesTheyResolveTo() throws {
    let page = MapMarkupReader(NavigationMap(bundle: makeBundle()).html())
    let scenes = page.elements(withClass: "scene")
    func target(_ id: String) throws -> String {
      let scene = try XCTUnwrap(scenes.first { $0.attributes["data-id"] == id })
      XCTAssertNotNil(scene.attributes["data-reference"], id)
      let link = try XCTUnwrap(page.firstTag(named: "a", in: scene), "\(id) holds a link")
      return String(try XCTUnwrap(link.attributes["href"]).dropFirst())
    }
    let byID = Dictionary(
      uniqueKeysWithValues: page.tags.compactMap { tag in
        tag.attributes["id"].map { ($0, tag) }
      })
    XCTAssertEqual(byID[try target("toProfile")]?.attributes["data-id"], "profile")
    XCTAssertEqual(byID[try target("settingsLink")]?.attributes["data-id"], "settings")
    let unresolved = try XCTUnwrap(byID[try target("broken")])
    XCTAssertEqual(unresolved.classes, ["unresolved-entry"])
    let entry = page.page[unresolved.offset...].prefix { $0 != "\n" }
    XCTAssertTrue(entry.contains("Main#broken"), String(entry))
    XCTAssertTrue(
      entry.contains("Could not find a storyboard named &apos;Gone&apos;"), String(entry))
    XCTAssertEqual(
      scenes.first { $0.attributes["data-id"] == "toProfile" }?.attributes["data-reference"],
      "Profile#Profile")
    XCTAssertEqual(
      scenes.first { $0.attributes["data-id"] == "settingsLink" }?.attributes["data-reference"],
      "Settings (initial)")
  }

  func testEverySegueIsAnElementWithItsKindAndEnds() {
    let page = MapMarkupReader(NavigationMap(bundle: makeBundle()).html())
    XCTAssertEqual(
      page.elements(withClass: "segue").map {
        [
          $0.attributes["data-kind"]!, $0.attributes["data-source"]!,
          $0.attributes["data-destination"]!,
        ].joined(separator: " ")
      },
      [
        "relationship nav list", "show list toProfile", "presentation list settingsLink",
        "show list broken", "unwind list list-exit",
      ])
    let unwind = page.elements(withClass: "segue").last!
    XCTAssertTrue(page.markup(of: unwind).contains("class=\"exit\""), "drawn to the exit")
    XCTAssertTrue(
      page.markup(of: page.elements(withClass: "segue")[1]).contains(
        "show “showProfile”: ListViewController “Items” → StoryboardReference"),
      "hovering shows the kind, identifier and both ends")
  }

  func testScenesKeepTheirCanvasOrderAndNeverOverlap() throws {
    let map = NavigationMap(bundle: makeBundle())
    let page = MapMarkupReader(map.html())
    let boxes = page.elements(withClass: "scene").map { scene in
      page.firstTag(named: "rect", in: scene)!.attributes.mapValues { Double($0) ?? 0 }
    }
    let main = boxes.prefix(5).map { ($0["x"]!, $0["y"]!, $0["width"]!, $0["height"]!) }
    XCTAssertEqual(main.map(\.0), main.map(\.0).sorted(), "left to right as on the canvas")
    XCTAssertEqual(main[2].0, main[3].0, "same canvas x, same column")
    XCTAssertGreaterThan(main[3].1, main[2].1 + main[2].3, "the lower one stays below")
    for (i, a) in main.enumerated() {
      for b in main[(i + 1)...] {
        let apart = a.0 + a.2 <= b.0 || b.0 + b.2 <= a.0 || a.1 + a.3 <= b.1 || b.1 + b.3 <= a.1
        XCTAssertTrue(apart, "\(a) and \(b) overlap")
      }
    }
  }

  func testScenesAtOneSpotAndScenesWithoutALocationAreSpreadOut() {
    var storyboard = StoryboardBuilder("Crowded")
    for index in 0..<12 { storyboard.viewController("s\(index)") }
    var definition = storyboard.definition
    for index in 0..<4 { definition.scenes[index].canvasLocation = CanvasPoint(x: 10, y: 10) }
    let map = NavigationMap(bundle: StoryboardBundle(storyboards: [definition]))
    let page = MapMarkupReader(map.svg(of: "Crowded")!)
    let boxes = page.elements(withClass: "scene").map { scene in
      page.firstTag(named: "rect", in: scene)!.attributes.mapValues { Double($0) ?? 0 }
    }
    XCTAssertEqual(boxes.count, 12)
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] {
        let apart =
          a["x"]! + a["width"]! <= b["x"]! || b["x"]! + b["width"]! <= a["x"]!
          || a["y"]! + a["height"]! <= b["y"]! || b["y"]! + b["height"]! <= a["y"]!
        XCTAssertTrue(apart, "\(a) and \(b) overlap")
      }
    }
    let located = boxes.prefix(4).map { $0["y"]! + $0["height"]! }.max()!
    XCTAssertTrue(boxes.dropFirst(4).allSatisfy { $0["y"]! > located }, "unlocated go below")
  }

  func testUserTextCannotBreakThePageOrNameTheNetwork() {
    var storyboard = StoryboardBuilder("Hostile")
    storyboard.viewController(
      "a\"b", storyboardIdentifier: "x\" onload=\"alert(1)",
      customClass: "</text></g></svg><script>alert(1)</script>",
      title: "see https://example.com/x & <b>", isInitial: true)
    storyboard.segue(.show, from: "a\"b", to: "a\"b", identifier: "<loop>")
    let page = NavigationMap(bundle: StoryboardBundle(storyboards: [storyboard.definition])).html()
    XCTAssertFalse(page.contains("<script>alert"))
    XCTAssertFalse(page.contains("onload=\"alert"))
    XCTAssertFalse(page.contains("://"), "no network address, even quoted by the user")
    XCTAssertEqual(page.components(separatedBy: "<script>").count, 2, "only the page's script")
    let reader = MapMarkupReader(page)
    XCTAssertEqual(reader.elements(withClass: "scene").first?.attributes["data-id"], "a\"b")
    XCTAssertEqual(reader.elements(withClass: "segue").first?.attributes["data-source"], "a\"b")
  }

  func testTheSameInputGivesTheSameBytes() {
    XCTAssertEqual(
      NavigationMap(bundle: makeBundle()).html(), NavigationMap(bundle: makeBundle()).html())
  }

  func testTheSVGDrawsOneStoryboardAsAStandaloneDocument() throws {
    let svg = try XCTUnwrap(NavigationMap(bundle: makeBundle()).svg(of: "Main"))
    XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let reader = MapMarkupReader(svg)
    XCTAssertEqual(reader.elements(withClass: "scene").count, 5)
    XCTAssertEqual(reader.elements(withClass: "segue").count, 5)
    XCTAssertTrue(reader.tags.filter { $0.name == "a" }.isEmpty, "no link leaves the document")
    XCTAssertNil(NavigationMap(bundle: makeBundle()).svg(of: "Nowhere"))
  }

  func testTheLoaderReadsEachScenesCanvasLocation() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
      <scene sceneID="s1"><objects><viewController id="a"><view key="view" id="v">
      <point key="canvasLocation" x="1" y="2"/></view></viewController></objects>
      <point key="canvasLocation" x="136.80000000000001" y="-137.5"/></scene>
      <scene sceneID="s2"><objects><viewController id="b"/></objects></scene>
      <scene sceneID="s3"><objects><viewController id="c"/></objects>
      <point key="canvasLocation" x="oops" y="1"/></scene>
      </scenes></document>
      """
    let storyboard = try StoryboardLoader.loadStoryboard(data: Array(xml.utf8), name: "Canvas")
    XCTAssertEqual(
      storyboard.scenes.map(\.canvasLocation),
      [CanvasPoint(x: 136.80000000000001, y: -137.5), nil, nil],
      "the scene's own point, not a view's; a bad number is no location")
  }

  func testAFlowHighlightsTheScenesItShowedAndTheSeguesItPerformed() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Segregation")
    let folder = StoryboardLoader.loadFolder(
      atPath: examples.appendingPathComponent("Storyboards").path)
    let bundle = StoryboardBundle(storyboards: folder.storyboards)
    let data = try Data(contentsOf: examples.appendingPathComponent("Flows/Segregation.flows.json"))
    let flows = try JSONDecoder().decode(NavigationFlowFile.self, from: data)
    let flow = try XCTUnwrap(flows.flows.first { $0.name.hasPrefix("third screen") })
    let map = NavigationMap(bundle: bundle)
    let (highlight, steps) = map.highlight(
      of: flow.run(in: StoryboardBundle(storyboards: folder.storyboards)))
    XCTAssertTrue(
      highlight.scenes.isSuperset(of: ["Main#tabs-1", "First#first-1", "Third#third-1"]))
    XCTAssertFalse(highlight.scenes.contains("First#about-1"), "never shown by this flow")
    XCTAssertTrue(highlight.segues.contains("Main#rel-tab-1"), "a tab it showed")
    let performed = try XCTUnwrap(
      map.canvases.first { $0.storyboard == "First" }?.segues.first {
        $0.identifier == "showThird"
      })
    XCTAssertTrue(highlight.segues.contains("First#\(performed.id)"))
    XCTAssertEqual(steps.count, flow.steps.count)
    XCTAssertEqual(steps[0], "perform:showThird: 7 scenes")
    let page = MapMarkupReader(map.html(highlight: highlight, flowSteps: steps))
    XCTAssertTrue(
      page.elements(withClass: "scene").filter { $0.classes.contains("flow") }.count >= 3)
  }
}

/// A segue triggered by a control is labelled with the control and what it shows.
final class NavigationMapTriggerTests: XCTestCase {
  func testASegueIsLabelledWithItsTrigger() throws {
    let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/UIKitControls/Storyboards")
    let folder = StoryboardLoader.loadFolder(atPath: storyboards.path)
    let map = NavigationMap(bundle: try folder.makeBundle())
    let page = MapMarkupReader(map.html())
    let segues = page.elements(withClass: "segue")
    let history = try XCTUnwrap(segues.first { $0.attributes["data-id"] == "Seg-hi-001" })
    XCTAssertTrue(
      history.attributes["data-describe"]?.hasSuffix("triggered by a button “History”") == true,
      "\(history.attributes)")
    let entry = try XCTUnwrap(segues.first { $0.attributes["data-id"] == "Seg-en-001" })
    XCTAssertTrue(
      entry.attributes["data-describe"]?.hasSuffix("triggered by a tableViewCell “Entry”") == true)
    let trigger = try XCTUnwrap(map.canvases.first?.segues.first { $0.id == "Seg-pr-001" })
    XCTAssertEqual(trigger.trigger, "barButtonItem")
    XCTAssertEqual(trigger.triggerTitle, "Info")
  }
}

extension NavigationMapTests {
  func testAScenesNibIsShownWhereItsViewComesFrom() throws {
    var storyboard = StoryboardBuilder("Shop")
    storyboard.viewController("list", customClass: "ListViewController", isInitial: true)
    storyboard.viewController("detail", customClass: "DetailViewController")
    storyboard.viewController("plain")
    var definition = storyboard.definition
    definition.scenes[1].controller?.nibName = "DetailScreen"
    let nib = NibDefinition(
      name: "ListView",
      owner: ControllerDefinition(
        id: "-1", element: "placeholder", customClass: "ListViewController"))
    let map = NavigationMap(bundle: StoryboardBundle(storyboards: [definition]), nibs: [nib])
    let page = MapMarkupReader(try XCTUnwrap(map.svg(of: "Shop")))
    let scenes = page.elements(withClass: "scene")
    XCTAssertEqual(scenes.map { $0.attributes["data-nib"] }, ["ListView", "DetailScreen", nil])
    XCTAssertTrue(try XCTUnwrap(map.svg(of: "Shop")).contains(">ListView.xib</text>"))
  }
}
