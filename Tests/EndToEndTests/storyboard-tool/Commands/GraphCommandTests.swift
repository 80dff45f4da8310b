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
      ["graph", "--format", "svg", Repository.segregationStoryboards],
      errors: "storyboard-tool: error: --format takes dot, mermaid or json for graph, not 'svg'. "
        + "Run 'storyboard-tool graph --help'.\n",
      status: 2)
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
