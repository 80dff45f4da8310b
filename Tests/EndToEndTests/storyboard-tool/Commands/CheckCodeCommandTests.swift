import Foundation
import XCTest

/// `storyboard-tool check-code` as a user runs it.
final class CheckCodeCommandTests: XCTestCase {
  private static let repository = Repository.root

  private func temporarySources(_ files: [String: String]) throws -> String {
    let folder = NSTemporaryDirectory() + "check-code-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    return folder
  }

  func testAMisspelledSegueFailsWithTheFixInEveryFormat() throws {
    let sources = try temporarySources([
      "Inbox.swift": "performSegue(withIdentifier: \"showThrid\", sender: nil)\n",
      "Legacy.m": "[self performSegueWithIdentifier:@\"showAbout\" sender:self];\n",
      "Notes.txt": "performSegue(withIdentifier: \"ignored\", sender: nil)\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: sources) }
    let storyboards = Self.repository.appendingPathComponent("Examples/Segregation/Storyboards")
      .path
    assertCommand(
      ["check-code", "--sources", sources, storyboards],
      output: "\(sources)/Inbox.swift:1:30: error: no storyboard defines the segue identifier "
        + "'showThrid': UIKit would raise when this runs; did you mean 'showThird'? "
        + "[unknown-segue-identifier]\n",
      errors: "check-code: 2 file(s), 2 name(s) checked, 0 computed at run time skipped, "
        + "1 error(s), 0 warning(s).\n",
      status: 1)
    assertCommand(
      ["check-code", "--format", "json", "--sources", sources, storyboards],
      output: #"{"path": "\#(sources)/Inbox.swift", "line": 1, "column": 30, "#
        + #""severity": "error", "rule": "unknown-segue-identifier", "message": "no storyboard "#
        + #"defines the segue identifier 'showThrid': UIKit would raise when this runs; did you "#
        + #"mean 'showThird'?", "fix": "did you mean 'showThird'?"}"# + "\n",
      errors: "", status: 1)
  }

  func testLinuxReportsWhatTheUIKitSourcesStepRefuses() throws {
    let sources = try temporarySources([
      "Picker.swift": "@objc protocol Picking {\n  @objc optional var title: String { get }\n}\n",
      "List.swift": "final class List {\n  func go() { _ = #selector(nothing) }\n}\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: sources) }
    let storyboards = Self.repository.appendingPathComponent("Examples/UIKitControls/Storyboards")
      .path
    assertCommand(
      ["check-code", "--linux", "--sources", sources, storyboards],
      output: "\(sources)/List.swift:2:19: error: #selector(nothing): no method named 'nothing' in "
        + "this module; name it with its argument labels, as in #selector(nothing(_:)), so that "
        + "its selector can be derived [linux-unsupported]\n"
        + "\(sources)/Picker.swift:2:9: error: an optional property requirement needs the "
        + "Objective-C runtime, which this platform does not have: make it a method (`func "
        + "title() -> …`), or declare it without `optional` with a default in a protocol "
        + "extension [linux-unsupported]\n",
      errors: "check-code: 2 file(s), 0 name(s) checked, 0 computed at run time skipped, "
        + "2 error(s), 0 warning(s).\n" + Self.linuxNote,
      status: 1)
    // The example's UIKit files are what the step compiles: nothing refused.
    assertCommand(
      [
        "check-code", "--linux", "--sources",
        Self.repository.appendingPathComponent("Examples/UIKitControls").path, storyboards,
      ],
      errors: "check-code: 5 file(s), 1 name(s) checked, 0 computed at run time skipped, "
        + "0 error(s), 0 warning(s).\n" + Self.linuxNote)
  }

  /// What `--linux` says it does not check.
  private static let linuxNote =
    "check-code: --linux reports what the build step refuses; it does not compile the files: "
    + "UIKit members the runtime lacks and errors in the code itself are found only by building "
    + "(swift build).\n"

  func testGitHubAnnotationsNameTheFileLineAndRule() throws {
    let sources = try temporarySources([
      "Inbox.swift": "  performSegue(withIdentifier: \"showThrid\", sender: nil)\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: sources) }
    let storyboards = Self.repository.appendingPathComponent("Examples/Segregation/Storyboards")
      .path
    assertCommand(
      ["check-code", "--format", "github", "--sources", sources, storyboards],
      output: "::error file=\(sources)/Inbox.swift,line=1,col=32,title=unknown-segue-identifier"
        + "::no storyboard defines the segue identifier 'showThrid': UIKit would raise when this "
        + "runs; did you mean 'showThird'?\n",
      errors: "", status: 1)
    assertCommand(
      ["check-code", "--format", "svg", "--sources", sources, storyboards],
      errors: "storyboard-tool: error: --format takes text, json, github or sarif for "
        + "check-code, not 'svg'. Run 'storyboard-tool check-code --help'.\n",
      status: 2)
  }

  /// The SARIF 2.1.0 log has what the specification requires of a log, a run, a tool and a
  /// result, and what code scanning needs to place a result.
  func testSARIFHasTheRequiredFields() throws {
    let sources = try temporarySources([
      "Inbox.swift": "performSegue(withIdentifier: \"showThrid\", sender: nil)\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: sources) }
    let storyboards = Self.repository.appendingPathComponent("Examples/Segregation/Storyboards")
      .path
    let run = try runProduct(
      "storyboard-tool", ["check-code", "--format", "sarif", "--sources", sources, storyboards])
    XCTAssertEqual(run.status, 1)
    let log = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    let driver = try XCTUnwrap(
      (runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "storyboard-tool")
    XCTAssertEqual(driver["version"] as? String, "0.1.0-dev")
    XCTAssertEqual(
      (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String },
      ["unknown-segue-identifier"])
    let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 1)
    XCTAssertEqual(results[0]["ruleId"] as? String, "unknown-segue-identifier")
    XCTAssertEqual(results[0]["level"] as? String, "error")
    XCTAssertTrue(
      ((results[0]["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(
        "no storyboard defines the segue identifier 'showThrid'") == true)
    let location = try XCTUnwrap(
      (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]
        as? [String: Any])
    XCTAssertEqual(
      (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
      sources + "/Inbox.swift")
    let region = try XCTUnwrap(location["region"] as? [String: Any])
    XCTAssertEqual(region["startLine"] as? Int, 1)
    XCTAssertEqual(region["startColumn"] as? Int, 30)
    XCTAssertEqual(
      (results[0]["properties"] as? [String: Any])?["fix"] as? String,
      "did you mean 'showThird'?", "the fix, in the result's property bag")

    let clean = try runProduct("storyboard-tool", ["lint", "--format", "sarif", storyboards])
    XCTAssertEqual(clean.status, 0)
    let cleanLog = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(clean.output.utf8)) as? [String: Any])
    XCTAssertEqual(
      ((cleanLog["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count, 0,
      "a clean run is a log with no results")
  }

  func testTheExamplesCodeMatchesItsStoryboards() throws {
    for example in ["Segregation", "SplittingLegacyApp", "AutoSegue", "StoryboardTricks"] {
      let folder = Self.repository.appendingPathComponent("Examples/\(example)").path
      let run = try runProduct(
        "storyboard-tool", ["check-code", "--sources", folder, folder + "/Storyboards"])
      XCTAssertEqual(run.status, 0, "\(example): \(run.output)\(run.errors)")
      XCTAssertEqual(run.output, "", example)
    }
  }

  func testMissingSourcesIsAUsageErrorAndAMissingFolderUnreadableInput() {
    assertCommand(
      ["check-code", "Examples"],
      errors: "storyboard-tool: error: check-code needs --sources <path>. Run "
        + "'storyboard-tool check-code --help'.\n",
      status: 2)
    assertCommand(
      ["check-code", "--sources", "/no/sources", Repository.segregationStoryboards],
      errors: "/no/sources: error: no such file or folder. Check the path given to --sources.\n",
      status: 3)
  }
}

extension CheckCodeCommandTests {
  func testNibNamesAreCheckedAgainstTheNibsOfThePathsAndLintReadsTheNibs() throws {
    let sources = try temporarySources([
      "Badge.swift": "let nib = UINib(nibName: \"BadgeVeiw\", bundle: nil)\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: sources) }
    let app = Self.repository.appendingPathComponent("Examples/SceneApp/App").path
    assertCommand(
      ["check-code", "--sources", sources, app],
      output: "\(sources)/Badge.swift:1:26: error: no .xib file is named 'BadgeVeiw': UIKit "
        + "would raise \"Could not load NIB in bundle\" when this runs; did you mean "
        + "'BadgeView'? [unknown-nib]\n",
      errors: "check-code: 1 file(s), 1 name(s) checked, 0 computed at run time skipped, "
        + "1 error(s), 0 warning(s).\n",
      status: 1)
    let known = sources + "/known.txt"
    try "ViewController\n".write(toFile: known, atomically: true, encoding: .utf8)
    assertCommand(
      ["lint", "--known-classes", known, app],
      output: "\(app)/Base.lproj/BadgeView.xib:10:9: warning: Unknown class BadgeViewController "
        + "in Interface Builder file: File's Owner (BadgeViewController) would be made of its "
        + "element's own class; fix the class name or add it to the known classes "
        + "[unknown-class]\n",
      errors: "", status: 0)
    assertCommand(
      ["dump", app + "/Base.lproj/BadgeView.xib"],
      output: "\(app)/Base.lproj/BadgeView.xib (nib BadgeView), File's Owner: "
        + "BadgeViewController (SceneApp)\n  view i5M-Pr-FkT (top-level)\n",
      errors: "", status: 0)
  }
}
