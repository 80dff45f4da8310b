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
        "duplicate-segue-identifier", "unreachable-scene", "broken-connection",
        "hidden-segue-trigger", "unmodelled-element",
      ])
    let unmodelled = lines.filter { $0.hasSuffix("[unmodelled-element]") }
    XCTAssertTrue(
      unmodelled.contains { $0.contains("the <mapView> ") }, "a map view is made as a plain view")
    XCTAssertFalse(
      unmodelled.contains { $0.contains("<containerView>") || $0.contains("ContentView>") },
      "container and content views are UIKit's plain views")
  }

  /// What a merge can leave: an entry point that names no scene, and a scene kept twice (its
  /// scene, controller and segue IDs used again). Both are errors where they are, and
  /// `simulate` (launching the one storyboard given) reports the entry point at the document.
  func testAnEntryPointToNoSceneAndObjectIDsUsedTwice() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-ids-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = """
          <scene sceneID="s1">
              <objects>
                  <viewController storyboardIdentifier="List" id="vc">
                      <connections>
                          <segue destination="vc" kind="show" identifier="again" id="seg"/>
                      </connections>
                  </viewController>
              </objects>
          </scene>
      """
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch" initialViewController="gone">
          <scenes>
      \(scene)
      \(scene.replacingOccurrences(of: "\"List\"", with: "\"List2\""))
          </scenes>
      </document>
      """
    let path = folder.appendingPathComponent("Merged.storyboard").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    assertCommand(
      ["lint", path],
      output: """
        \(path):2:1: error: the entry point (initialViewController) is 'gone', which is no scene \
        of 'Merged'; tick Is Initial View Controller on the scene to launch [dangling-entry-point]
        \(path):15:13: error: the object ID 's1' of this scene is already used at line 6; segues \
        and the entry point name objects by ID and take the first; keep one of the two, or give \
        this one a new ID [duplicate-object-id]
        \(path):15:13: error: the object ID 'vc' of this controller is already used at line 6; \
        segues and the entry point name objects by ID and take the first; keep one of the two, \
        or give this one a new ID [duplicate-object-id]
        \(path):17:21: error: the object ID 'seg' of this segue is already used at line 8; \
        segues and the entry point name objects by ID and take the first; keep one of the two, \
        or give this one a new ID [duplicate-object-id]
        \(path):17:21: warning: the scene 'vc' has another segue 'again'; \
        performSegue(withIdentifier:) performs the first; give each segue its own identifier \
        [duplicate-segue-identifier]

        """,
      status: 1)
    assertCommand(
      ["simulate", path],
      errors: """
        \(path):2:1: error: Failed to instantiate the default view controller for 'Merged' - \
        perhaps the designated entry point is not set? Set the storyboard's entry point (Is \
        Initial View Controller), or open one of its scenes by its Storyboard ID. \
        [dangling-entry-point]

        """,
      status: 1)
  }
}
