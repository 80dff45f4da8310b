import Foundation
import TestSupport
import XCTest

/// How the tool behaves as a command: help, version, usage errors, exit statuses, and errors
/// that come after the output they follow when both go to one file.
final class CommandLineTests: XCTestCase {
  func testHelpAfterACommandPrintsThatCommandsHelp() throws {
    assertCommand(
      ["dump", "--help"],
      output: """
        OVERVIEW: Print what each storyboard contains: scenes, controllers, segues; and what each
        nib (.xib) given, or found with --nibs, holds: its File's Owner and objects.

        USAGE: storyboard-tool dump [options] <path> ...

        OPTIONS FOR dump:
          --json                  Print one JSON object per storyboard, one per line (described by
                                  Schemas/storyboard-dump.schema.json) instead of the readable
                                  listing.
          --nibs                  Also print the nibs (.xib) under folders, after their storyboards
                                  (described by Schemas/nib-dump.schema.json with --json); a .xib
                                  given by name is always printed.
          --diagnostic-format text|json|github|sarif
                                  How the problems met on the way (files that cannot be read…) are
                                  written on standard error, as lint's --format writes them (default
                                  text).

        GLOBAL OPTIONS:
          -h, --help              Show this help (after a command: that command's help).
          --version               Print the version.

        \(Self.exitStatusHelp)

        """)
    let test = try runProduct("storyboard-tool", ["test", "-h"])
    XCTAssertTrue(
      test.output.contains("\nUSAGE: storyboard-tool test [options] <flows.json> ...\n"))
    XCTAssertEqual(
      try runProduct("storyboard-tool", ["help", "lint"]).output,
      try runProduct("storyboard-tool", ["lint", "--help"]).output)
  }

  /// The global help lists every command, and the exit statuses; each command's help lists its
  /// options.
  func testHelpDescribesEveryCommandAndOption() throws {
    let result = try runProduct("storyboard-tool", ["--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.hasPrefix("OVERVIEW: "))
    XCTAssertFalse(result.output.contains("OPTIONS FOR"), "the overview lists commands only")
    XCTAssertTrue(
      result.output.contains("\nSee 'storyboard-tool <command> --help' for a command's options.\n"))
    XCTAssertLessThan(result.output.split(separator: "\n").count, 50)
    let options = [
      "dump": ["--json", "--diagnostic-format"],
      "lint": ["--format", "--known-classes", "unreachable-scene"],
      "graph": ["--format", "mermaid", "--highlight-flow"], "simulate": ["--step", "--events"],
      "generate": ["--language swift|objc", "(required)", "--config"],
      "test": ["--record", "--junit"], "check-code": ["--sources", "--unused"],
      "split": ["--scenes", "--dry-run"],
    ]
    for (command, names) in options {
      XCTAssertTrue(result.output.contains("\n  \(command) "), "help lacks \(command)")
      let help = try runProduct("storyboard-tool", [command, "--help"]).output
      XCTAssertTrue(help.contains("\nOPTIONS FOR \(command):\n"), "\(command) --help")
      for name in names {
        XCTAssertTrue(help.contains(name), "\(command) --help lacks \(name)")
      }
    }
    XCTAssertTrue(result.output.hasSuffix(Self.exitStatusHelp + "\n"))
  }

  private static let exitStatusHelp = """
    EXIT STATUS:
      0  success: nothing wrong was found.
      1  findings: an error was reported (lint, check-code, generate), a flow failed, a step
         could not run, or an output could not be written.
      2  usage: an unknown command or option, or a missing or wrong value.
      3  unreadable input: a path that does not exist, or a file that could not be read as
         what it should be (a storyboard, a flow file, a configuration, a class list). It
         wins over 1, since the results are incomplete; the other files are still checked.
    """

  func testVersion() {
    assertCommand(["--version"], output: "storyboard-tool 0.1.0-dev\n")
  }

  func testUsageErrorsExitTwo() {
    assertCommand(
      ["dump", "--yaml", "x.storyboard"],
      errors: "storyboard-tool: error: unknown option '--yaml' for dump. Run 'storyboard-tool "
        + "dump --help'.\n",
      status: 2)
    assertCommand(
      ["help", "explode"],
      errors: "storyboard-tool: error: unknown command 'explode'. Run 'storyboard-tool --help'.\n",
      status: 2)
    assertCommand(
      ["explode"],
      errors: "storyboard-tool: error: unknown command 'explode'. Run 'storyboard-tool --help'.\n",
      status: 2)
    assertCommand(
      ["lint", "--format"],
      errors: "storyboard-tool: error: --format needs a value (text|json|github|sarif). Run "
        + "'storyboard-tool lint --help'.\n",
      status: 2)
    assertCommand(
      ["dump", "--json=yes", "x"],
      errors: "storyboard-tool: error: --json takes no value. Run 'storyboard-tool dump --help'.\n",
      status: 2)
    assertCommand(
      [],
      errors: "storyboard-tool: error: a command is needed: dump, lint, graph, simulate, "
        + "generate, test, check-code, split or package. Run 'storyboard-tool --help'.\n",
      status: 2)
    assertCommand(
      ["lint", ""],
      errors: "storyboard-tool: error: an empty argument was given where a path goes. Run "
        + "'storyboard-tool lint --help'.\n",
      status: 2)
    assertCommand(
      ["graph"],
      errors: "storyboard-tool: error: graph needs at least one path. Run 'storyboard-tool "
        + "graph --help'.\n",
      status: 2)
  }

  /// The commands whose output is diagnostics take `--format`, and the other commands'
  /// `--diagnostic-format` as its other spelling; a repeated option's last value wins.
  func testFormatAndDiagnosticFormatAreOneOptionForLint() {
    let json =
      #"{"path": "/no/such.storyboard", "line": null, "column": null, "severity": "error", "#
      + #""rule": "unreadable-storyboard", "message": "cannot read the file: no such file or "#
      + #"folder. Check the path and its permissions.", "fix": "Check the path and its "#
      + "permissions.\"}\n"
    for arguments in [
      ["lint", "--format", "json", "/no/such.storyboard"],
      ["lint", "--diagnostic-format", "json", "/no/such.storyboard"],
      ["lint", "--format=text", "--diagnostic-format=json", "/no/such.storyboard"],
    ] {
      assertCommand(arguments, output: json, status: 3)
    }
  }

  /// `--` ends the options: a path that starts with `-` is a path.
  func testDoubleDashEndsTheOptions() {
    assertCommand(
      ["lint", "--", "-missing.storyboard"],
      output: "-missing.storyboard:1:1: error: cannot read the file: no such file or folder. "
        + "Check the path and its permissions. [unreadable-storyboard]\n",
      status: 3)
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
      ], in: Repository.root.path)
    XCTAssertEqual(run.status, 1)
    let lines = run.output.split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.hasPrefix("== ") }.count, 3, run.output)
    XCTAssertEqual(
      lines.last,
      "storyboard-tool: error: There is no navigation stack the user can reach with something "
        + "to pop. Push a controller first, or remove the step.")
  }
}
