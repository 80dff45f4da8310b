import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `storyboard-tool test` on the examples' flow files and on damaged copies of them.
final class TestCommandTests: XCTestCase {
  private static let repository = Repository.root
  private static let flowFiles = [
    "Examples/Segregation/Flows/Segregation.flows.json",
    "Examples/SplittingLegacyApp/Flows/SplittingLegacyApp.flows.json",
  ]
  private var folder: String!

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "flow-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// A copy of an example's storyboards and flow file in the temporary folder.
  private func copyExample(_ name: String) throws -> String {
    let example = Self.repository.appendingPathComponent("Examples/\(name)")
    for part in ["Storyboards", "Flows"] {
      try FileManager.default.copyItem(
        at: example.appendingPathComponent(part),
        to: URL(fileURLWithPath: "\(folder!)/\(name)/\(part)"))
    }
    return "\(folder!)/\(name)/Flows/\(name).flows.json"
  }

  func testTheExamplesFlowsPassAndTheJUnitReportParses() throws {
    let junit = folder + "/report.xml"
    let result = try runProduct(
      "storyboard-tool", ["test", "--junit", junit] + Self.flowFiles,
      in: Self.repository.path)
    XCTAssertEqual(result.status, 0, result.output + result.errors)
    XCTAssertEqual(
      result.output,
      """
      PASS launch substitutes the placeholder tabs
      PASS without substitution the tabs are the placeholders
      PASS third screen, back by unwinding, then the second tab
      PASS about sheet presented and dismissed on an iPad
      PASS launch
      PASS the front page presents the web page, then shows an object
      PASS my ads, then an object through the reference into Main
      7 flow(s): 7 passed, 0 failed

      """)
    let report = try JUnitSummary(contentsOf: junit)
    XCTAssertEqual(report.root, "testsuites")
    XCTAssertEqual(report.suites, Self.flowFiles)
    XCTAssertEqual(report.cases.count, 7)
    XCTAssertEqual(report.failures, [])
    XCTAssertEqual(report.rootAttributes["tests"], "7")
    XCTAssertEqual(report.rootAttributes["failures"], "0")
  }

  func testAChangedSegueDestinationFailsWithADiffAndAFailureInTheReport() throws {
    let flows = try copyExample("Segregation")
    let first = "\(folder!)/Segregation/Storyboards/First.storyboard"
    let original = try String(contentsOfFile: first, encoding: .utf8)
    // showThird now leads to the About scene.
    let changed = original.replacingOccurrences(
      of: #"destination="ph-third" kind="show" identifier="showThird""#,
      with: #"destination="about-1" kind="show" identifier="showThird""#)
    XCTAssertNotEqual(changed, original, "the fixture's segue is where the test expects it")
    try changed.write(toFile: first, atomically: true, encoding: .utf8)
    let junit = folder + "/report.xml"
    let result = try runProduct("storyboard-tool", ["test", "--junit", junit, flows])
    XCTAssertEqual(result.status, 1)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(
      lines.first { $0.hasPrefix("FAIL") },
      "FAIL third screen, back by unwinding, then the second tab: step 1 (perform:showThird): "
        + "the navigation differs from the expectation (line numbers are the expectation's; "
        + "- expected, + actual):")
    XCTAssertTrue(
      lines.contains { $0 == "   5 +     AboutViewController \"About\" (First)" },
      result.output)
    XCTAssertTrue(
      lines.contains { $0 == "   5 -     ThirdViewController \"Third\" (Third)" },
      result.output)
    XCTAssertTrue(
      lines.contains {
        $0.hasPrefix("After it, step 2 (unwind:unwindToFirst:): No controller the user can reach")
      }, result.output)
    XCTAssertEqual(lines.suffix(2), ["4 flow(s): 3 passed, 1 failed", ""])
    let report = try JUnitSummary(contentsOf: junit)
    XCTAssertEqual(report.failures.count, 1)
    XCTAssertTrue(
      report.failures[0].hasPrefix("step 1 (perform:showThird): the navigation differs"),
      report.failures[0])
  }

  func testRecordWritesTheExpectationsThatThenPass() throws {
    let flows = try copyExample("SplittingLegacyApp")
    let before = try String(contentsOfFile: flows, encoding: .utf8)
    var json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(before.utf8)) as? [String: Any])
    var list = try XCTUnwrap(json["flows"] as? [[String: Any]])
    list[0]["steps"] = [["do": "tap-tab:1"]]
    json["flows"] = list
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: flows))
    let recorded = try runProduct("storyboard-tool", ["test", "--record", flows])
    XCTAssertEqual(recorded.status, 0, recorded.output + recorded.errors)
    XCTAssertTrue(recorded.output.hasPrefix("RECORDED launch\n"), recorded.output)
    let rewritten = try String(contentsOfFile: flows, encoding: .utf8)
    XCTAssertTrue(rewritten.contains(#""  selected: NavigationController \"Min FINN\" (MinFINN)""#))
    let again = try runProduct("storyboard-tool", ["test", flows])
    XCTAssertEqual(again.status, 0, again.output)
    XCTAssertEqual(try String(contentsOfFile: flows, encoding: .utf8), rewritten, "no rewrite")
  }

  func testAFlowFileWithATypoIsAnErrorNotAPass() throws {
    let flows = folder + "/Typo.flows.json"
    try #"{"storyboards": ".", "flows": [{"name": "x", "steps": [{"expects": []}]}]}"#
      .write(toFile: flows, atomically: true, encoding: .utf8)
    assertCommand(
      ["test", flows],
      output: "0 flow(s): 0 passed, 0 failed\n",
      errors: "\(flows): error: not a readable flow file: unknown key 'expects' (the keys are "
        + "do, expect) at .flows[0].steps[0]. See Schemas/navigation-flow.schema.json for the "
        + "format.\n",
      status: 3)
  }
}

/// What a JUnit XML report holds, read with Foundation's XML parser (which refuses anything
/// that is not well-formed).
private final class JUnitSummary: NSObject, XMLParserDelegate {
  var root = ""
  var rootAttributes: [String: String] = [:]
  var suites: [String] = []
  var cases: [String] = []
  var failures: [String] = []
  private var text: String?

  init(contentsOf path: String) throws {
    super.init()
    let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    parser.delegate = self
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if root.isEmpty {
      root = name
      rootAttributes = attributes
    }
    switch name {
    case "testsuite": suites.append(attributes["name"] ?? "")
    case "testcase": cases.append(attributes["name"] ?? "")
    case "failure": text = ""
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if name == "failure", let text { failures.append(text) }
    text = nil
  }
}

extension TestCommandTests {
  /// A flow file that is not there is unreadable input (3); the other files still run.
  /// A flow that fails on an error the storyboards cause says where: the placeholder that
  /// needs the storyboard that is not there.
  func testAFlowStoppedByTheStoryboardsSaysWhere() throws {
    let flows = try copyExample("Segregation")
    let storyboards = "\(folder!)/Segregation/Storyboards"
    try FileManager.default.removeItem(atPath: storyboards + "/First.storyboard")
    let result = try runProduct("storyboard-tool", ["test", flows])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.output.hasPrefix(
        """
        FAIL launch substitutes the placeholder tabs: launch: Could not find a storyboard named \
        'First' in bundle StoryboardBundle <main> (loaded). Add a storyboard with that name to \
        the bundle, or fix the name.
          at \(storyboards)/Main.storyboard:36:17

        """), result.output)
  }

  func testAMissingFlowFileExitsThree() {
    assertCommand(
      ["test", "/no/such.flows.json", "Examples/Segregation/Flows/Segregation.flows.json"],
      in: Repository.root.path,
      output: """
        PASS launch substitutes the placeholder tabs
        PASS without substitution the tabs are the placeholders
        PASS third screen, back by unwinding, then the second tab
        PASS about sheet presented and dismissed on an iPad
        4 flow(s): 4 passed, 0 failed

        """,
      errors: "/no/such.flows.json: error: cannot read the flow file. Check the path and its "
        + "permissions.\n",
      status: 3)
  }

  /// With JSON chosen, every line on standard error is a JSON diagnostic: an unreadable flow
  /// file is one, and so is a command that cannot finish.
  func testUnreadableInputsAreDiagnosticsInJSON() throws {
    let run = try runProduct(
      "storyboard-tool", ["test", "--diagnostic-format", "json", "/nonexistent/app.flows.json"])
    XCTAssertEqual(run.status, 3)
    let lines = run.errors.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, run.errors)
    let diagnostic = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    XCTAssertEqual(diagnostic["path"] as? String, "/nonexistent/app.flows.json")
    XCTAssertEqual(diagnostic["rule"] as? String, "unreadable-input")
    XCTAssertEqual(
      diagnostic["message"] as? String,
      "cannot read the flow file. Check the path and its permissions.")
    let failed = try runProduct(
      "storyboard-tool",
      [
        "simulate", "--diagnostic-format", "json", Repository.segregationStoryboards, "--step",
        "dismiss",
      ])
    XCTAssertEqual(failed.status, 1)
    let failure = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(failed.errors.utf8)) as? [String: Any])
    XCTAssertEqual(failure["rule"] as? String, "command-failed")
    XCTAssertEqual(failure["severity"] as? String, "error")
  }
}
