import Foundation
import TestSupport
import XCTest

/// Runs the built `storyboard-tool` and examples as a user would, checking output and exit
/// status.
final class EndToEndTests: XCTestCase {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let fixtures = repository.appendingPathComponent(
    "Tests/StoryboardLoaderTests/Fixtures"
  ).path

  private func run(_ product: String, _ arguments: [String], in directory: String? = nil) throws
    -> ProductRun
  {
    try runProduct(product, arguments, in: directory)
  }

  func testDumpJSONOfTheCorpusMatchesTheExpectedRecords() throws {
    let corpus = try SharedCorpus.require()
    let expected = try String(contentsOfFile: corpus + "/EXPECTED-DUMP.jsonl", encoding: .utf8)
    let result = try run("storyboard-tool", ["dump", "--json", "."], in: corpus)
    XCTAssertEqual(result.status, 0, result.errors)
    let produced = result.output.split(separator: "\n").map {
      $0.replacingOccurrences(of: "{\"file\": \"./", with: "{\"file\": \"")
    }
    let records = expected.split(separator: "\n").map(String.init)
    XCTAssertEqual(produced.count, 186)
    XCTAssertEqual(
      zip(produced, records).filter { $0 == $1 }.count, 186, "186 of 186 files identical")
  }

  func testDumpReportsUnreadableFilesAndExitsOne() throws {
    let good = Self.fixtures + "/Valid.storyboard"
    let bad = Self.fixtures + "/Bad/Truncated.storyboard"
    let result = try run("storyboard-tool", ["dump", "--json", good, bad])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output.split(separator: "\n").count, 1, "the good file is still dumped")
    XCTAssertTrue(result.errors.hasPrefix(bad + ":39:"), result.errors)
    XCTAssertTrue(result.errors.contains("error: the file ends before its <document> is closed"))
  }

  func testReadableDump() throws {
    let result = try run("storyboard-tool", ["dump", Self.fixtures + "/Valid.storyboard"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.output.contains(
        "  segue seg-show: show list-1 -> detail-1 [showMessage] from tableViewCell"))
  }

  func testHelpDescribesEveryCommandAndOption() throws {
    let result = try run("storyboard-tool", ["--help"])
    XCTAssertEqual(result.status, 0)
    for text in [
      "USAGE: storyboard-tool <command>", "dump", "--json", "lint", "graph", "--format",
      "unreachable-scene", "mermaid", "--help", "EXIT STATUS",
    ] {
      XCTAssertTrue(result.output.contains(text), "help lacks \(text)")
    }
  }

  func testUnknownOptionAndCommandAreClearErrors() throws {
    let option = try run("storyboard-tool", ["dump", "--yaml", "x.storyboard"])
    XCTAssertEqual(option.status, 2)
    XCTAssertEqual(
      option.errors,
      "storyboard-tool: error: unknown option '--yaml' for dump. Run 'storyboard-tool --help'.\n")
    let command = try run("storyboard-tool", ["explode"])
    XCTAssertEqual(command.status, 2)
    XCTAssertTrue(command.errors.contains("unknown command 'explode'"))
  }

  func testLintOfACleanAppIsSilentAndOfABrokenOneExitsOne() throws {
    let segregation = Self.repository.appendingPathComponent("Examples/Segregation/Storyboards")
      .path
    let clean = try run("storyboard-tool", ["lint", segregation])
    XCTAssertEqual(clean.status, 0, clean.output + clean.errors)
    XCTAssertEqual(clean.output, "")
    let bad = Self.fixtures + "/Bad/Truncated.storyboard"
    let broken = try run("storyboard-tool", ["lint", "--format", "json", segregation, bad])
    XCTAssertEqual(broken.status, 1)
    XCTAssertEqual(
      broken.output,
      #"{"path": "\#(bad)", "line": 39, "column": 12, "severity": "error", "#
        + #""rule": "unreadable-storyboard", "message": "the file ends before its <document> is "#
        + #"closed; it is truncated. Restore the complete file from version control."}"#
        + "\n")
  }

  func testLintOfTheCorpusReportsEveryRuleInXcodeStyle() throws {
    let corpus = try SharedCorpus.require()
    let result = try run("storyboard-tool", ["lint", "."], in: corpus)
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

  func testGraphDrawsPlaceholdersAsEdgesInEveryFormat() throws {
    let segregation = Self.repository.appendingPathComponent("Examples/Segregation/Storyboards")
      .path
    let dot = try run("storyboard-tool", ["graph", segregation])
    XCTAssertEqual(dot.status, 0, dot.errors)
    XCTAssertTrue(
      dot.output.contains(
        #""Main/nav-first" -> "First/first-1" [label="rootViewController", style=dashed, penwidth=2];"#
      ),
      dot.output)
    let mermaid = try run("storyboard-tool", ["graph", "--format", "mermaid", segregation])
    XCTAssertTrue(mermaid.output.hasPrefix("flowchart LR\n"), mermaid.output)
    let json = try run("storyboard-tool", ["graph", "--format", "json", segregation])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    XCTAssertEqual((object?["nodes"] as? [Any])?.count, 8)
    XCTAssertEqual((object?["edges"] as? [Any])?.count, 7)
    let wrong = try run("storyboard-tool", ["graph", "--format", "svg", segregation])
    XCTAssertEqual(wrong.status, 2)
    XCTAssertEqual(
      wrong.errors,
      "storyboard-tool: error: --format takes dot, mermaid or json for graph, not 'svg'.\n")
  }

  func testAppInCodeExample() throws {
    let result = try run("AppInCode", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.contains(
        """
        TabBarController "Tabs"
          selected: NavigationController "Mail"
            ViewController "Inbox"
            ViewController "Message"
          NavigationController "Preferences"
            ViewController "Settings"
          presented: ViewController "Compose"
        """))
    XCTAssertTrue(result.output.contains("  Inbox.viewWillDisappear\n  Message.viewWillAppear\n"))
  }

  func testSegueTourExample() throws {
    let result = try run("SegueTour", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.contains("== done (unwind)\n  Editor.shouldPerformSegue(done) -> true\n"))
    XCTAssertTrue(result.output.contains("  Inbox.doneComposing:(from: Editor)\n"))
    XCTAssertTrue(
      result.output.hasSuffix(
        "Hierarchy:\nNavigationController (Mail)\n  InboxViewController (Mail)\n"))
  }

  private static let segregationStoryboards = repository.appendingPathComponent(
    "Examples/Segregation/Storyboards"
  ).path

  private static let substitutedHierarchy = """
    TabBarController (Main)
      selected: NavigationController (Main)
        FirstViewController (First)
          BadgeViewController (First)
        ThirdViewController (Third)
      NavigationController (Main)
        SecondViewController (Second)
    """

  func testSegregationExamplePrintsTheSubstitutedHierarchyAndTheSideEffects() throws {
    let result = try run("Segregation", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.contains("== perform:showThird\n" + Self.substitutedHierarchy + "\n"),
      result.output)
    XCTAssertTrue(
      result.output.contains(
        "  FirstViewController: init(coder:) 2, awakeFromNib 2, viewDidLoad 1\n"))
    XCTAssertTrue(
      result.output.contains(
        "  SecondViewController: init(coder:) 1, awakeFromNib 1, viewDidLoad 0\n"))
  }

  func testSimulateWithPlaceholdersPrintsTheSubstitutedHierarchy() throws {
    let result = try run(
      "storyboard-tool",
      ["simulate", Self.segregationStoryboards, "--placeholders", "--step", "perform:showThird"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.hasPrefix(
        "== launch\nTabBarController (Main)\n  selected: NavigationController (Main)\n    FirstViewController (First)\n"
      ))
    XCTAssertTrue(
      result.output.hasSuffix("== perform:showThird\n" + Self.substitutedHierarchy + "\n"),
      result.output)
  }

  func testSimulateWithoutPlaceholdersShowsThePlaceholders() throws {
    let result = try run("storyboard-tool", ["simulate", Self.segregationStoryboards])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(
      result.output,
      """
      == launch
      TabBarController (Main)
        selected: NavigationController (Main)
          FirstViewController (Main)
        NavigationController (Main)
          ViewController (Main)

      """)
  }

  func testSimulateStepsAndEventsAndErrors() throws {
    let result = try run(
      "storyboard-tool",
      [
        "simulate", Self.segregationStoryboards, "--placeholders", "--events", "--step",
        "tap-tab:1", "--step", "pop",
      ])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.output.contains("== tap-tab:1\n"))
    XCTAssertTrue(result.output.contains("  event: Second.viewDidLoad\n"))
    XCTAssertEqual(
      result.errors,
      "storyboard-tool: error: There is no navigation stack the user can reach with something to pop. Push a controller first, or remove the step.\n"
    )
    let bad = try run(
      "storyboard-tool", ["simulate", Self.segregationStoryboards, "--step", "jump"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.errors.contains("'jump' is not a step."))
    let missing = try run(
      "storyboard-tool", ["simulate", Self.segregationStoryboards, "--storyboard", "Nope"])
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(missing.errors.contains("Could not find a storyboard named 'Nope'"))
    XCTAssertTrue(
      missing.errors.hasSuffix(
        "storyboard-tool: note: the storyboards loaded are: First, Main, Second, Third. Use --storyboard.\n"
      ),
      missing.errors)
  }

  func testRoutableExample() throws {
    let result = try run("Routable", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(
      result.output,
      """
      login tapped → ProfileViewController
      more tapped → MoreViewController: configured before its view loaded: true
      completion: About is on screen
      about tapped → About: presented as a form sheet

      Hierarchy:
      NavigationController (Login)
        LoginViewController (Login)
        ProfileViewController (Profile)
        presented: MoreViewController (More)

      """)
  }

  func testAutoSegueExample() throws {
    let result = try run("AutoSegue", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.hasPrefix(
        """
        == tap nextView
        Called prepareForSegue_nextView:sender:
        After prepareForSegue, segueTarget_nextView is Optional(<SwiftViewController: Next>)
        == tap finalView
        Called prepareForSegue_finalView
        """), result.output)
    XCTAssertTrue(
      result.output.contains(
        "After prepareForSegue, segueTarget_finalView is Optional(<ViewController: Final>)\n"))
  }

  func testStoryboardTricksExample() throws {
    let result = try run("StoryboardTricks", [])
    XCTAssertEqual(result.status, 0, result.errors)
    for line in [
      "presentDetails(for:) → DetailsViewController with model item #42, delegate set: true",
      "prepare(for:) → AnotherViewController, delegate set: true",
      "the default: branch → Unexpected segue: `<ItemsViewController: Items>` -> `<ViewController: Unexpected>`. Add a case for `<ViewController: Unexpected>` to the switch in prepare(for:sender:).",
      "makeWithStoryboard() for a class without a storyboard → Can't find storyboard named `AnotherViewController` in bundle `StoryboardBundle <main> (loaded)`. Add the storyboard to the bundle, or override storyboardName to name an existing one.",
    ] {
      XCTAssertTrue(result.output.contains(line + "\n"), "missing: \(line)\n\(result.output)")
    }
  }

  func testSplittingLegacyAppBuildsWithItsGeneratedAccessorsAndRuns() throws {
    let result = try run("SplittingLegacyApp", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.contains(
        """
        == Min FINN tab, then showAds
        TabBarController (Main)
          NavigationController (Main)
            FrontPageSearchViewController (Main)
          selected: NavigationController (MinFINN)
            MyFINNViewController (MinFINN)
            UserAdListViewController (MinFINN)
        """), result.output)
    XCTAssertTrue(
      result.output.contains(
        "== StoryboardScene.instantiate(.userAdList): UserAdListViewController from MinFINN\n"))
    XCTAssertTrue(
      result.output.contains(
        "== showObject leads to FINObjectViewController, through the reference into Main\n"))
  }

  func testGenerateWritesOnlyWhatChangedAndFailsOnErrors() throws {
    let output = NSTemporaryDirectory() + "generate-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: output) }
    let storyboards = Self.repository.appendingPathComponent(
      "Examples/SplittingLegacyApp/Storyboards"
    ).path
    let first = try run(
      "storyboard-tool",
      ["generate", "--language", "objc", "--objc-prefix", "FIN", "--output", output, storyboards])
    XCTAssertEqual(first.status, 0, first.errors)
    let header = output + "/FINStoryboardScene.h"
    // A date no write can give the file: if the second run rewrites it, the date changes.
    let before = Date(timeIntervalSince1970: 86_400)
    try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: header)
    XCTAssertEqual(
      try run(
        "storyboard-tool",
        ["generate", "--language", "objc", "--objc-prefix", "FIN", "--output", output, storyboards]
      ).status, 0)
    let after = try FileManager.default.attributesOfItem(atPath: header)[.modificationDate] as? Date
    XCTAssertEqual(before, after, "an unchanged file is not rewritten")

    let broken = try run(
      "storyboard-tool", ["generate", "--language", "swift", Self.fixtures + "/Valid.storyboard"])
    XCTAssertEqual(broken.status, 1, "the fixture references a bundle that is not there")
    XCTAssertTrue(broken.errors.contains("Valid.storyboard:"), broken.errors)
    XCTAssertTrue(broken.errors.contains(": error: dangling storyboard reference:"), broken.errors)
    XCTAssertTrue(
      broken.output.hasPrefix("// Generated by storyboard-tool generate. Do not edit.\n"))
    let usage = try run("storyboard-tool", ["generate", "--language", "kotlin", "x"])
    XCTAssertEqual(usage.status, 2)
    XCTAssertEqual(
      usage.errors, "storyboard-tool: error: --language takes swift or objc, not 'kotlin'.\n")
  }

  func testGenerateOverTheWholeCorpusDoesNotCrash() throws {
    let corpus = try SharedCorpus.require()
    let output = NSTemporaryDirectory() + "generate-corpus-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: output) }
    for language in ["swift", "objc"] {
      let result = try run(
        "storyboard-tool", ["generate", "--language", language, "--output", output, corpus])
      XCTAssertEqual(
        result.status, 1, "the corpus has dangling references and duplicate identifiers")
      let diagnostics = result.errors.split(separator: "\n")
      XCTAssertTrue(
        diagnostics.allSatisfy { $0.contains(": error: ") || $0.contains(": warning: ") },
        result.errors)
      print("generate --language \(language) over the corpus: \(diagnostics.count) diagnostics")
    }
    XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/StoryboardScene.swift"))
    XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/StoryboardScene.m"))
  }
}
