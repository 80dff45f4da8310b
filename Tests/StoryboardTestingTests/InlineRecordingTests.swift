import Foundation
import Storyboards
import TestSupport
import XCTest

@testable import StoryboardTesting

/// Record mode rewrites an expected hierarchy written in the test: the string literal argument
/// of the call, found by a scanner that skips comments, nested calls and other literals.
final class InlineRecordingTests: XCTestCase {
  private var path: String!

  override func setUpWithError() throws {
    path = NSTemporaryDirectory() + "inline-recording-\(UUID().uuidString).swift"
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: path)
  }

  private func write(_ source: String) throws {
    try source.write(toFile: path, atomically: true, encoding: .utf8)
  }

  private func source() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  private let hierarchy =
    "TabBarController (Main)\n  selected: InboxViewController \"Inbox\" (Main)"

  func testAMultilineLiteralIsReplacedAtTheCallsIndentation() throws {
    try write(
      """
      func testLaunch() {
          assertHierarchy(
            window,
            \"\"\"
            OldController (Main)
            \"\"\")
      }
      """)
    XCTAssertNil(InlineRecording.record(hierarchy, inCallAt: path, line: 2, column: 5))
    XCTAssertEqual(
      try source(),
      """
      func testLaunch() {
          assertHierarchy(
            window,
            \"\"\"
            TabBarController (Main)
              selected: InboxViewController "Inbox" (Main)
            \"\"\")
      }
      """)
  }

  func testAOneLineLiteralAfterCommentsAndNestedCallsBecomesMultiline() throws {
    try write(
      """
        assertHierarchy(/* the window */ simulator(for: "Main", ["a", "b"]).window, "", "why")
      """)
    XCTAssertNil(InlineRecording.record(hierarchy, inCallAt: path, line: 1, column: 3))
    XCTAssertEqual(
      try source(),
      """
        assertHierarchy(/* the window */ simulator(for: "Main", ["a", "b"]).window, \"\"\"
          TabBarController (Main)
            selected: InboxViewController "Inbox" (Main)
          \"\"\", "why")
      """, "the first literal that is a whole argument; the message stays")
  }

  func testALaterCallInTheSameFileIsFoundAtItsOriginalLine() throws {
    try write(
      """
      assertHierarchy(window, "A (Main)")
      // between
      assertHierarchy(window, "B (Main)")
      """)
    XCTAssertNil(InlineRecording.record("A (Main)\n  C (Main)", inCallAt: path, line: 1, column: 1))
    XCTAssertNil(InlineRecording.record("D (Main)", inCallAt: path, line: 3, column: 1))
    XCTAssertEqual(
      try source(),
      """
      assertHierarchy(window, \"\"\"
        A (Main)
          C (Main)
        \"\"\")
      // between
      assertHierarchy(window, \"\"\"
        D (Main)
        \"\"\")
      """)
    XCTAssertNil(
      InlineRecording.record("D (Main)", inCallAt: path, line: 3, column: 1),
      "the same text again is already recorded")
    XCTAssertEqual(
      InlineRecording.record("E (Main)", inCallAt: path, line: 3, column: 1),
      "this assertion ran again with another hierarchy after recording one; record a call that "
        + "runs once (a helper's expected text belongs to each of its callers)")
  }

  func testABackslashOrTripleQuoteInATitleMakesARawLiteral() throws {
    try write("assertHierarchy(window, #\"old\"#)\n")
    XCTAssertNil(
      InlineRecording.record("A \"back\\\\slash\"", inCallAt: path, line: 1, column: 1))
    XCTAssertEqual(
      try source(),
      "assertHierarchy(window, #\"\"\"\n  A \"back\\\\slash\"\n  \"\"\"#)\n")
    XCTAssertEqual(InlineRecording.multilineLiteral("", indent: "  "), "\"\"")
  }

  func testWhatCannotBeRewrittenIsRefusedAndTheFileIsKept() throws {
    let cases: [(String, String)] = [
      ("assertHierarchy(window, expected)\n", SwiftLiteralScanner.Problem.noLiteral.message),
      ("assertHierarchy(window, \"A\" + suffix)\n", SwiftLiteralScanner.Problem.noLiteral.message),
      (
        "assertHierarchy(window, \"\\(name) (Main)\")\n",
        SwiftLiteralScanner.Problem.interpolated.message
      ),
      ("assertHierarchy(window, \"open\n", SwiftLiteralScanner.Problem.unterminated.message),
      ("let x = 1\n", SwiftLiteralScanner.Problem.noCall.message),
    ]
    for (text, problem) in cases {
      try write(text)
      XCTAssertEqual(
        InlineRecording.record(hierarchy, inCallAt: path, line: 1, column: 1), problem, text)
      XCTAssertEqual(try source(), text, "nothing written for \(text)")
    }
    XCTAssertEqual(
      InlineRecording.record(hierarchy, inCallAt: path + ".missing", line: 1, column: 1),
      "cannot read \(path!).missing")
  }

  /// The scanner reads the user's own source: on 3,000 mutants of a call it never traps, and
  /// any literal it finds lies inside the file and is delimited by quotes.
  func testTheScannerSurvivesMutatedSourceAndFindsOnlyWholeLiterals() {
    let call = Array(
      [
        #"assertHierarchy(/* a ( */ window(for: ["a", ")"]), #""""#,
        #"  A "quoted" (Main)"#,
        ##"  """#, "message \(x)") // trailing ""##,
      ].joined(separator: "\n").utf8)
    let tokens = ["\"", "\"\"\"", "#", "(", ")", ",", "/*", "*/", "//", "\\(", "\n"].map {
      Array($0.utf8)
    }
    guard case .success(let whole) = SwiftLiteralScanner(call).firstStringArgument(ofCallAt: 0)
    else { return XCTFail("the unmutated call has a literal argument") }
    XCTAssertEqual(
      String(decoding: call[whole], as: UTF8.self), "#\"\"\"\n  A \"quoted\" (Main)\n  \"\"\"#")
    var random = SplitMix(state: 20_261_125)
    for _ in 0..<3_000 {
      let source = random.mutant(of: call, edits: 4, longestDeletion: 6, inserting: tokens)
      guard case .success(let range) = SwiftLiteralScanner(source).firstStringArgument(ofCallAt: 0)
      else { continue }
      XCTAssertTrue(range.lowerBound >= 0 && range.upperBound <= source.count)
      let literal = source[range].drop { $0 == UInt8(ascii: "#") }
      XCTAssertEqual(literal.first, UInt8(ascii: "\""), String(decoding: source, as: UTF8.self))
      XCTAssertEqual(
        source[range].last,
        source[range].first == UInt8(ascii: "#") ? UInt8(ascii: "#") : UInt8(ascii: "\""))
    }
  }

  /// `#column` of a call is the column of its opening parenthesis, counted from 1: the scan
  /// for the argument list starts there.
  func testTheCallSiteColumnIsTheCallsOpeningParenthesis() {
    func site(column: UInt = #column) -> UInt { column }
    let column = site()
    XCTAssertEqual(column, 22)
  }

  func testRecordModeWithAVariableExpectationFailsWithTheTextToPaste() throws {
    let window = Window()
    let root = ViewController()
    root.title = "Root"
    window.rootViewController = root
    let expected = "Other"
    let failures = RecordMode.withRecordMode(true) {
      TestFailures.capture { assertHierarchy(window, expected) }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        "Record mode is on, but the hierarchy could not be recorded: "
          + SwiftLiteralScanner.Problem.noLiteral.message + ".\n"
          + "\"\"\"\nViewController \"Root\"\n\"\"\""
      ])
  }
}
