import Foundation
import TestSupport
import XCTest

/// `storyboard-tool lint`: its formats and exit statuses.
final class LintCommandTests: XCTestCase {
  func testACleanAppIsSilent() {
    assertCommand(["lint", "Examples/Segregation/Storyboards"], in: Repository.root.path)
  }

  /// An unreadable file is a diagnostic in the chosen format, and the status is 3.
  func testAnUnreadableFileIsADiagnosticAndExitsThree() {
    let bad = "Tests/StoryboardLoaderTests/Fixtures/Bad/Truncated.storyboard"
    assertCommand(
      ["lint", "--format", "json", "Examples/Segregation/Storyboards", bad],
      in: Repository.root.path,
      output: #"{"path": "\#(bad)", "line": 39, "column": 12, "severity": "error", "#
        + #""rule": "unreadable-storyboard", "message": "the file ends before its <document> is "#
        + #"closed; it is truncated. Restore the complete file from version control.", "fix": "#
        + #""Restore the complete file from version control."}"#
        + "\n",
      status: 3)
  }

  func testGitHubAnnotationOfACycle() {
    let file = "Tests/StoryboardLoaderTests/Fixtures/Cycles/EmbedsEachOther.storyboard"
    assertCommand(
      ["lint", "--format=github", file], in: Repository.root.path,
      output: "::error file=\(file),line=6,col=17,title=embed-cycle::The scenes "
        + "EmbedsEachOther#page-a -> EmbedsEachOther#page-b -> EmbedsEachOther#page-a embed "
        + "each other through container views: loading the first view would never end. Point "
        + "one of the embed segues at another scene.\n",
      status: 1)
  }

  func testAMissingClassListIsUnreadableInput() {
    assertCommand(
      ["lint", "--known-classes", "/no/classes.txt", "Examples/Segregation/Storyboards"],
      in: Repository.root.path,
      errors: "/no/classes.txt: error: cannot read the class list. Check the path given to "
        + "--known-classes.\n",
      status: 3)
  }

  func testLintOfTheCorpusReportsEveryRuleInXcodeStyle() throws {
    let corpus = try SharedCorpus.require()
    let result = try runProduct("storyboard-tool", ["lint", "."], in: corpus)
    XCTAssertEqual(result.status, 1, "the corpus has broken references")
    let lines = result.output.split(separator: "\n")
    XCTAssertTrue(
      lines.allSatisfy {
        $0.range(
          of: #"^\./.+\.storyboard:\d+:\d+: (warning|error): .+ \[[a-z-]+\]$"#,
          options: .regularExpression)
          != nil
      }, "every line is path:line:column: severity: message [rule]")
    let rules = Set(lines.compactMap { $0.split(separator: "[").last?.dropLast() }.map(String.init))
    XCTAssertEqual(
      rules,
      [
        "ambiguous-identifier", "dangling-placeholder", "dangling-reference", "deprecated-segue",
        "duplicate-segue-identifier", "unreachable-scene",
      ])
  }
}
