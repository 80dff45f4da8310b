import StoryboardMap
import Storyboards
import XCTest

final class NavigationGraphTests: XCTestCase {
  /// Main: a navigation controller around a list that shows a reference to Profile's scene,
  /// presents a placeholder for Settings' initial controller, and shows a broken reference.
  private func makeBundle() -> StoryboardBundle {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "list", isInitial: true)
    main.viewController("list", storyboardIdentifier: "List", customClass: "ListViewController")
    main.reference("toProfile", storyboardName: "Profile", referencedIdentifier: "Profile")
    main.viewController(
      "settingsLink", runtimeAttributes: [.string("storyboardName", "Settings")])
    main.reference("broken", storyboardName: "Gone")
    main.segue(.show, from: "list", to: "toProfile", identifier: "showProfile")
    main.segue(.presentation, from: "list", to: "settingsLink")
    main.segue(.show, from: "list", to: "broken", identifier: "lost")
    main.unwind(from: "list", action: "unwindToList:")
    var profile = StoryboardBuilder("Profile")
    profile.viewController(
      "profile", storyboardIdentifier: "Profile", customClass: "ProfileViewController")
    var settings = StoryboardBuilder("Settings")
    settings.viewController("settings", customClass: "SettingsViewController", isInitial: true)
    return StoryboardBundle(storyboards: [main.definition, profile.definition, settings.definition])
  }

  func testReferencesAndPlaceholdersBecomeEdgesToTheRealScenes() {
    let graph = NavigationGraph(bundle: makeBundle())
    XCTAssertEqual(
      graph.nodes.map(\.id),
      ["Main/nav", "Main/list", "Profile/profile", "Settings/settings", "Main/broken"],
      "stand-ins are no nodes; the broken reference is an unresolved node")
    XCTAssertEqual(graph.nodes.map(\.isInitial), [true, false, false, true, false])
    XCTAssertEqual(
      graph.nodes.last?.unresolvedReason,
      "Could not find a storyboard named 'Gone' in bundle StoryboardBundle <main> (loaded). "
        + "Add a storyboard with that name to the bundle, or fix the name.")
    XCTAssertEqual(
      graph.edges.map { "\($0.from) -> \($0.to) [\($0.label)]" },
      [
        "Main/nav -> Main/list [rootViewController]",
        "Main/list -> Profile/profile [show: showProfile]",
        "Main/list -> Settings/settings [presentation]",
        "Main/list -> Main/broken [show: lost]",
      ], "the unwind segue has no static destination and is left out")
    XCTAssertEqual(graph.edges.map(\.crossesStoryboards), [false, true, true, false])
    XCTAssertEqual(graph.edges.map(\.via), [[], ["Main#toProfile"], ["Main#settingsLink"], []])
  }

  func testDOT() {
    let dot = NavigationGraph(bundle: makeBundle()).rendered(as: .dot)
    XCTAssertTrue(dot.hasPrefix("digraph navigation {\n  rankdir=LR;\n"), dot)
    for line in [
      "  subgraph \"cluster_Main\" {\n    label=\"Main\";",
      "    \"Main/nav\" [label=\"NavigationController\", peripheries=2];",
      "    \"Main/list\" [label=\"ListViewController\\nList\"];",
      "  \"Main/nav\" -> \"Main/list\" [label=\"rootViewController\", style=dashed];",
      "  \"Main/list\" -> \"Profile/profile\" [label=\"show: showProfile\", penwidth=2];",
      "color=red, style=dashed",
    ] {
      XCTAssertTrue(dot.contains(line), "missing \(line) in\n\(dot)")
    }
    XCTAssertTrue(dot.hasSuffix("}\n"))
  }

  func testMermaid() {
    let mermaid = NavigationGraph(bundle: makeBundle()).rendered(as: .mermaid)
    XCTAssertEqual(
      mermaid.split(separator: "\n").prefix(5).map(String.init),
      [
        "flowchart LR", "  subgraph n0_storyboard[\"Main\"]",
        "    n0[\"NavigationController\"]:::initial", "    n1[\"ListViewController<br/>List\"]",
        "    n4[\"unresolved broken<br/>Could not find a storyboard named 'Gone' in bundle "
          + "StoryboardBundle #lt;main#gt; (loaded). Add a storyboard with that name to the "
          + "bundle, or fix the name.\"]:::unresolved",
      ])
    XCTAssertTrue(mermaid.contains("  n0 -.->|\"rootViewController\"| n1\n"), mermaid)
    XCTAssertTrue(mermaid.contains("  n1 ==>|\"show: showProfile\"| n2\n"), mermaid)
    XCTAssertTrue(mermaid.contains("  n1 -->|\"show: lost\"| n4\n"), mermaid)
  }

  func testJSONIsOneObjectWithNodesAndEdges() {
    let json = NavigationGraph(bundle: makeBundle()).rendered(as: .json)
    XCTAssertEqual(json.filter { $0 == "\n" }.count, 1)
    XCTAssertTrue(
      json.hasPrefix(
        #"{"nodes": [{"id": "Main/nav", "storyboard": "Main", "sceneID": "nav", "#
          + #""identifier": null, "className": "NavigationController", "isInitial": true, "#
          + #""unresolved": null}"#), json)
    XCTAssertTrue(
      json.contains(
        #"{"from": "Main/list", "to": "Profile/profile", "kind": "show", "#
          + #""identifier": "showProfile", "relationship": null, "via": ["Main#toProfile"], "#
          + #""crossesStoryboards": true}"#), json)
  }

  func testARepeatedObjectIDKeepsTheFirstScene() {
    var builder = StoryboardBuilder("Damaged")
    builder.viewController("a", storyboardIdentifier: "First", isInitial: true)
    builder.viewController("a", storyboardIdentifier: "Second")
    builder.segue(.show, from: "a", to: "a", identifier: "again")
    let graph = NavigationGraph(bundle: StoryboardBundle(storyboards: [builder.definition]))
    XCTAssertEqual(graph.nodes.map(\.identifier), ["First"])
    XCTAssertEqual(graph.edges.map(\.label), ["show: again"])
    XCTAssertTrue(graph.mermaid.contains("n0 -->|\"show: again\"| n0"), graph.mermaid)
  }

  func testLabelsAreEscaped() {
    var builder = StoryboardBuilder("Quote\"d")
    builder.viewController("a", storyboardIdentifier: "say \"hi\"", isInitial: true)
    let graph = NavigationGraph(bundle: StoryboardBundle(storyboards: [builder.definition]))
    XCTAssertTrue(graph.dot.contains(#"label="ViewController\nsay \"hi\"""#), graph.dot)
    XCTAssertTrue(graph.mermaid.contains("say #quot;hi#quot;"), graph.mermaid)
    XCTAssertTrue(graph.json.contains(#""identifier": "say \"hi\"""#), graph.json)
  }
}
