import Foundation
import XCTest

/// How the tool behaves as a command: help per command, and errors that come after the output
/// they follow when both go to one file.
final class CommandLineTests: XCTestCase {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testHelpAfterACommandPrintsThatCommandsHelp() throws {
    let lint = try runProduct("storyboard-tool", ["lint", "--help"])
    XCTAssertEqual(lint.status, 0)
    XCTAssertTrue(
      lint.output.hasPrefix("USAGE: storyboard-tool lint [options] <path> ...\n\nlint "))
    XCTAssertTrue(lint.output.contains("\nOPTIONS FOR lint:\n  --format text|json"))
    XCTAssertFalse(lint.output.contains("OPTIONS FOR dump"), lint.output)
    XCTAssertTrue(lint.output.contains("\nEXIT STATUS:\n"))
    let test = try runProduct("storyboard-tool", ["test", "-h"])
    XCTAssertTrue(test.output.hasPrefix("USAGE: storyboard-tool test [options] <flows.json> ...\n"))
    let global = try runProduct("storyboard-tool", ["--help"])
    XCTAssertTrue(global.output.hasPrefix("OVERVIEW: "))
    XCTAssertTrue(global.output.contains("OPTIONS FOR dump"))
  }

  func testVersion() throws {
    let run = try runProduct("storyboard-tool", ["--version"])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.output, "storyboard-tool 0.1.0-dev\n")
    XCTAssertEqual(run.errors, "")
  }

  /// Both streams redirected to one file: the error follows the hierarchies printed before it.
  func testAnErrorComesAfterTheOutputBeforeIt() throws {
    let tool = productsDirectory.appendingPathComponent("storyboard-tool").path
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c",
        "'\(tool)' simulate Examples/Segregation/Storyboards --placeholders "
          + "--step perform:showThird --step pop --step pop 2>&1",
      ], in: Self.repository.path)
    XCTAssertEqual(run.status, 1)
    let lines = run.output.split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.hasPrefix("== ") }.count, 3, run.output)
    XCTAssertEqual(
      lines.last,
      "storyboard-tool: error: There is no navigation stack the user can reach with something "
        + "to pop. Push a controller first, or remove the step.")
  }
}
