import Foundation
import XCTest

/// A storyboard that cannot be read is one `unreadable-storyboard` diagnostic at the line and
/// column where the file goes wrong, whatever the command and the format, and nothing after it
/// repeats the problem in other words.
final class UnreadableStoryboardTests: XCTestCase {
  private var folder: URL!
  private var main: String { folder.appendingPathComponent("Main.storyboard").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unreadable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Truncated inside the first <scene> start tag: the file ends at line 1, column 25.
    try Data("<document><scenes><scene".utf8).write(to: URL(fileURLWithPath: main))
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

  /// Every command, with JSON chosen: one diagnostic, at 1:25, on the stream where that command
  /// writes diagnostics, and the exit status of unreadable input.
  func testEveryCommandReportsTheLocationInJSON() throws {
    let commands: [(arguments: [String], diagnosticsAreOutput: Bool)] = [
      (["lint", main, "--format", "json"], true),
      (["check-code", main, "--sources", folder.path, "--format", "json"], true),
      (["generate", main, "--language", "swift", "--format", "json"], false),
      (["split", main, "--scenes", "a", "--into", "B", "--format", "json"], false),
      (["dump", main, "--diagnostic-format", "json"], false),
      (["graph", main, "--diagnostic-format", "json"], false),
      (["simulate", main, "--diagnostic-format", "json"], false),
    ]
    for (arguments, diagnosticsAreOutput) in commands {
      let run = try runProduct("storyboard-tool", arguments)
      XCTAssertEqual(run.status, 3, "\(arguments)")
      let stream = diagnosticsAreOutput ? run.output : run.errors
      let lines = stream.split(separator: "\n")
      XCTAssertEqual(lines.count, 1, "\(arguments[0]): \(stream)")
      let diagnostic = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any],
        "\(arguments[0]): \(lines[0])")
      XCTAssertEqual(diagnostic["path"] as? String, main, arguments[0])
      XCTAssertEqual(diagnostic["line"] as? Int, 1, arguments[0])
      XCTAssertEqual(diagnostic["column"] as? Int, 25, arguments[0])
      XCTAssertEqual(diagnostic["rule"] as? String, "unreadable-storyboard", arguments[0])
      XCTAssertEqual(
        diagnostic["message"] as? String,
        "the file ends before its <document> is closed; it is truncated. Restore the complete "
          + "file from version control.", arguments[0])
      XCTAssertEqual(
        diagnostic["fix"] as? String, "Restore the complete file from version control.",
        arguments[0])
      if diagnosticsAreOutput { XCTAssertEqual(run.errors, "", arguments[0]) }
    }
  }

  /// In text, `split` and `simulate` name the line and column too, and `simulate` does not go
  /// on to say that the storyboard it was to launch is missing.
  func testTextNamesTheLocationOnce() throws {
    let expected =
      "\(main):1:25: error: the file ends before its <document> is closed; it is truncated. "
      + "Restore the complete file from version control."
    let split = try runProduct("storyboard-tool", ["split", main, "--scenes", "a", "--into", "B"])
    XCTAssertEqual(split.status, 3)
    XCTAssertEqual(split.errors, expected + " [unreadable-storyboard]\n")
    let simulate = try runProduct("storyboard-tool", ["simulate", main])
    XCTAssertEqual(simulate.status, 3)
    XCTAssertEqual(simulate.errors, expected + " [unreadable-storyboard]\n")
    XCTAssertEqual(simulate.output, "")
  }

  /// A command that could not finish is a problem of no file: JSON says so with `null`s rather
  /// than an empty path at 1:1, and SARIF gives the result no location.
  func testAFailureOfNoFileHasNoLocation() throws {
    let arguments = [
      "simulate", Repository.segregationStoryboards, "--step", "dismiss", "--diagnostic-format",
    ]
    let json = try runProduct("storyboard-tool", arguments + ["json"])
    XCTAssertEqual(json.status, 1)
    let failure = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.errors.utf8)) as? [String: Any])
    XCTAssertEqual(failure["rule"] as? String, "command-failed")
    XCTAssertTrue(failure["path"] is NSNull, "\(failure)")
    XCTAssertTrue(failure["line"] is NSNull, "\(failure)")
    XCTAssertTrue(failure["column"] is NSNull, "\(failure)")
    let sarif = try runProduct("storyboard-tool", arguments + ["sarif"])
    XCTAssertEqual(sarif.status, 1)
    let log = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(sarif.errors.utf8)) as? [String: Any])
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 1)
    XCTAssertEqual(results[0]["ruleId"] as? String, "command-failed")
    XCTAssertEqual((results[0]["locations"] as? [Any])?.count, 0)
    let github = try runProduct("storyboard-tool", arguments + ["github"])
    XCTAssertTrue(github.errors.hasPrefix("::error title=command-failed::"), github.errors)
  }

  /// A file that does not exist has no line or column, whatever it should have been: a
  /// storyboard, a flow file, a class list; the fix is in `fix` as well as in the message.
  func testAMissingInputHasNoLocationAndSaysWhatToDo() throws {
    let missing = NSTemporaryDirectory() + "missing-" + UUID().uuidString
    let runs = [
      ["lint", "--format", "json", missing + ".storyboard"],
      ["test", "--diagnostic-format", "json", missing + ".flows.json"],
      [
        "lint", "--format", "json", "--known-classes", missing + ".txt",
        Repository.segregationStoryboards,
      ],
    ]
    for arguments in runs {
      let run = try runProduct("storyboard-tool", arguments)
      XCTAssertEqual(run.status, 3, arguments.joined(separator: " "))
      let json = arguments[0] == "lint" && arguments.count == 4 ? run.output : run.errors
      let line = try XCTUnwrap(json.split(separator: "\n").first, arguments.joined(separator: " "))
      let diagnostic = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      XCTAssertTrue(diagnostic["line"] is NSNull, "\(diagnostic)")
      XCTAssertTrue(diagnostic["column"] is NSNull, "\(diagnostic)")
      let fix = try XCTUnwrap(diagnostic["fix"] as? String, "\(diagnostic)")
      XCTAssertTrue((diagnostic["message"] as? String ?? "").hasSuffix(fix), "\(diagnostic)")
    }
  }
}
