import Foundation
import XCTest

/// `storyboard-tool graph`: placeholders drawn as edges, in every format.
final class GraphCommandTests: XCTestCase {
  func testMermaid() {
    assertCommand(
      ["graph", "--format", "mermaid", Repository.segregationStoryboards],
      output: """
        flowchart LR
          subgraph n0_storyboard["First"]
            n0["FirstViewController<br/>First"]:::initial
            n1["BadgeViewController"]
            n2["AboutViewController<br/>About"]
          end
          subgraph n3_storyboard["Main"]
            n3["TabBarController"]:::initial
            n4["NavigationController"]
            n5["NavigationController"]
          end
          subgraph n6_storyboard["Second"]
            n6["SecondViewController<br/>Second"]:::initial
          end
          subgraph n7_storyboard["Third"]
            n7["ThirdViewController<br/>Third"]:::initial
          end
          n0 ==>|"show: showThird"| n7
          n0 -->|"presentation: showAbout"| n2
          n0 -.->|"embed: embedBadge"| n1
          n3 -.->|"viewControllers"| n4
          n3 -.->|"viewControllers"| n5
          n4 -.->|"rootViewController"| n0
          n5 -.->|"rootViewController"| n6
          classDef initial stroke-width:3px
          classDef unresolved stroke:#d00,stroke-dasharray:4

        """)
  }

  func testDotAndJSON() throws {
    let dot = try runProduct("storyboard-tool", ["graph", Repository.segregationStoryboards])
    XCTAssertEqual(dot.status, 0, dot.errors)
    XCTAssertTrue(
      dot.output.contains(
        #""Main/nav-first" -> "First/first-1" [label="rootViewController", style=dashed, penwidth=2];"#
      ),
      dot.output)
    let json = try runProduct(
      "storyboard-tool", ["graph", "--format", "json", Repository.segregationStoryboards])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    XCTAssertEqual((object?["nodes"] as? [Any])?.count, 8)
    XCTAssertEqual((object?["edges"] as? [Any])?.count, 7)
  }

  func testAnUnknownFormatIsAUsageError() {
    assertCommand(
      ["graph", "--format", "png", Repository.segregationStoryboards],
      errors: "storyboard-tool: error: --format takes dot, mermaid, json, svg or html for graph, "
        + "not 'png'. Run 'storyboard-tool graph --help'.\n",
      status: 2)
  }

  func testSVGDrawsOneStoryboardOnly() throws {
    assertCommand(
      ["graph", "--format", "svg", Repository.segregationStoryboards],
      errors: "storyboard-tool: error: --format svg draws one storyboard; 4 were read. Give one "
        + ".storyboard file, or use --format html for several. Run 'storyboard-tool graph "
        + "--help'.\n",
      status: 2)
    let run = try runProduct(
      "storyboard-tool",
      ["graph", "--format", "svg", Repository.segregationStoryboards + "/Main.storyboard"])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    XCTAssertEqual(run.output.components(separatedBy: "class=\"scene ").count - 1, 5)
  }

  func testTheMapGoesToTheOutputFileAndAFlowIsHighlighted() throws {
    let page = FileManager.default.temporaryDirectory
      .appendingPathComponent("map-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: page) }
    let flows = Repository.root.appendingPathComponent(
      "Examples/Segregation/Flows/Segregation.flows.json"
    ).path
    let run = try runProduct(
      "storyboard-tool",
      [
        "graph", "--format", "html", "--highlight-flow", flows, "--output", page.path,
        Repository.segregationStoryboards,
      ])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(run.output, "", "the page goes to the file")
    let html = try String(contentsOf: page, encoding: .utf8)
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
    XCTAssertTrue(html.contains("<section id=\"flow\"><h2>Flow</h2>"))
    XCTAssertTrue(html.contains("perform:showThird: 7 scenes"))
    XCTAssertTrue(html.contains("class=\"scene kind-plain flow\""), "a scene of the flow")
  }

  func testTheMapDrawsEachOfTwoFilesThatShareAName() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("map-names-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (subfolder, source) in [("a", "Main"), ("b", "First")] {
      let destination = folder.appendingPathComponent(subfolder)
      try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: Repository.segregationStoryboards + "/\(source).storyboard",
        toPath: destination.appendingPathComponent("Main.storyboard").path)
    }
    let run = try runProduct(
      "storyboard-tool", ["graph", "--format", "html", "--diagnostic-format", "json", folder.path])
    XCTAssertEqual(run.status, 0, "drawn, so not unreadable")
    let warning = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.errors.utf8)) as? [String: Any])
    XCTAssertEqual(warning["severity"] as? String, "warning")
    XCTAssertEqual(
      warning["message"] as? String,
      "2 different files are named 'Main' (\(folder.path)/a/Main.storyboard, "
        + "\(folder.path)/b/Main.storyboard): the map draws each, and references to 'Main' do "
        + "not resolve. Rename one to link them.")
    XCTAssertEqual(run.output.components(separatedBy: "<section class=\"storyboard\"").count, 3)
    XCTAssertTrue(run.output.contains("data-id=\"first-1\""))
    XCTAssertTrue(run.output.contains("data-id=\"tabs-1\""))
  }

  func testAHighlightNeedsTheHTMLFormatAndAReadableFlowFile() {
    assertCommand(
      ["graph", "--highlight-flow", "flows.json", Repository.segregationStoryboards],
      errors: "storyboard-tool: error: --highlight-flow needs --format html. Run "
        + "'storyboard-tool graph --help'.\n",
      status: 2)
    assertCommand(
      [
        "graph", "--format", "html", "--highlight-flow", "/nonexistent/flows.json",
        Repository.segregationStoryboards,
      ],
      errors: "/nonexistent/flows.json: error: cannot read the flow file. Check the path and its "
        + "permissions.\n",
      status: 3)
  }
}

extension GraphCommandTests {
  /// A SARIF log of the files that could not be read, on standard error, with the graph of the
  /// others on standard output.
  func testSARIFOfTheFilesThatCannotBeRead() throws {
    let bad = "Tests/StoryboardLoaderTests/Fixtures/Bad/Truncated.storyboard"
    let run = try runProduct(
      "storyboard-tool",
      [
        "graph", "--format", "mermaid", "--diagnostic-format", "sarif", bad,
        "Examples/Segregation/Storyboards",
      ], in: Repository.root.path)
    XCTAssertEqual(run.status, 3)
    XCTAssertTrue(run.output.hasPrefix("flowchart LR\n"), run.output)
    let log = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.errors.utf8)) as? [String: Any])
    let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
    XCTAssertEqual(results?.map { $0["ruleId"] as? String }, ["unreadable-storyboard"])
  }
}
