import XCTest

@testable import XcodeProject

/// The old-style property list reader: the values of a project file, and a located error
/// for each way a file can be damaged.
final class PropertyListTests: XCTestCase {
  private func parse(_ text: String) throws(XcodeProjectError) -> PropertyListNode {
    try OldStylePropertyList.parse(Array(text.utf8), path: "project.pbxproj")
  }

  /// The error `text` gives, as the tool prints it.
  private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> String
  {
    do {
      let node = try parse(text)
      XCTFail("read \(node)", file: file, line: line)
      return ""
    } catch {
      return "\(error)"
    }
  }

  func test_valuesKeepTheirKindAndLine() throws {
    let root = try parse(
      """
      // !$*UTF8*$!
      {
      \tname = App; /* a comment */
      \tlist = (a, "b c", );
      \tquoted = "tab\\tand \\"quote\\" \\U00e9";
      \tdata = <0fA0 01>;
      \tempty = {};
      }
      """)
    let entries = try XCTUnwrap(root.dictionary)
    XCTAssertEqual(root.line, 2)
    XCTAssertEqual(entries["name"], PropertyListNode(.string("App"), line: 3))
    XCTAssertEqual(
      entries["list"]?.array,
      [PropertyListNode(.string("a"), line: 4), PropertyListNode(.string("b c"), line: 4)])
    XCTAssertEqual(entries["quoted"]?.string, "tab\tand \"quote\" é")
    XCTAssertEqual(entries["data"]?.value, .data([0x0F, 0xA0, 0x01]))
    XCTAssertEqual(entries["empty"]?.dictionary, [:])
  }

  func test_aMissingSemicolonIsLocated() {
    XCTAssertEqual(
      error("{\n  isa = PBXGroup\n  name = A;\n}"),
      "project.pbxproj:2:17: error: expected ';' after the value of 'isa', found 'n'. The "
        + "project file is damaged or truncated: restore it from version control, or let "
        + "Xcode reopen and save it.")
  }

  func test_aTruncatedFileSaysWhatWasExpected() {
    XCTAssertTrue(
      error("{\n  objects = {\n    A = {isa = PBXGroup;")
        .hasPrefix("project.pbxproj:3:25: error: expected '}' or a key, found the end of the file.")
    )
    XCTAssertTrue(
      error("").hasPrefix("project.pbxproj:1:1: error: expected a property list"), error(""))
    XCTAssertTrue(
      error("{ a = (b, c").hasPrefix("project.pbxproj:1:12: error: expected ',' or ')', found"))
  }

  func test_anUnterminatedStringOrCommentIsLocatedAtItsStart() {
    XCTAssertTrue(
      error("{\n  a = \"open\n\n}").hasPrefix(
        "project.pbxproj:2:7: error: a quoted string that starts here never ends."))
    XCTAssertTrue(
      error("{\n  /* open\n}").hasPrefix(
        "project.pbxproj:2:3: error: a comment that starts here never ends."))
  }

  func test_aMergeConflictIsNamed() {
    XCTAssertEqual(
      error("{\n<<<<<<< HEAD\n  a = b;\n=======\n  a = c;\n>>>>>>> branch\n}"),
      "project.pbxproj:2:1: error: a merge conflict marker. Resolve the merge conflict (keep "
        + "both sides' objects, then let Xcode reopen the project).")
  }

  func test_aKeyGivenTwiceNamesBothLines() {
    XCTAssertTrue(
      error("{\n  A = {isa = PBXGroup;};\n  A = {isa = PBXGroup;};\n}").hasPrefix(
        "project.pbxproj:3:3: error: 'A' is given twice in one dictionary (first on line 2)."))
  }

  func test_deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "(", count: 10_000)
    XCTAssertTrue(
      error(text).hasPrefix("project.pbxproj:1:257: error: values nested more than 256 deep."))
  }

  func test_invalidUTF8AndTrailingTextAreErrors() {
    let bytes: [UInt8] = Array("{ a = \"".utf8) + [0xFF, 0xFE] + Array("\"; }".utf8)
    XCTAssertThrowsError(try OldStylePropertyList.parse(bytes, path: "p")) {
      XCTAssertEqual(($0 as? XcodeProjectError)?.reason, .invalidEncoding)
    }
    XCTAssertTrue(
      error("{ a = b; } }").hasPrefix(
        "project.pbxproj:1:12: error: expected the end of the file, found '}'."))
    XCTAssertTrue(
      error("{ a = <0g>; }").hasPrefix(
        "project.pbxproj:1:9: error: expected a hex digit or '>' in data, found 'g'."))
  }

  /// Foundation reads what this reader reads, to the same values (the corpus of one project
  /// file Xcode wrote).
  func test_foundationReadsTheSameValues() throws {
    let path = ProjectReadingTests.fixtures + "/iOS/Project.xcodeproj/project.pbxproj"
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let foundation = try PropertyListSerialization.propertyList(from: data, format: nil)
    let ours = try OldStylePropertyList.parse([UInt8](data), path: path)
    XCTAssertEqual(Self.foundationValue(ours) as? NSDictionary, foundation as? NSDictionary)
  }

  private static func foundationValue(_ node: PropertyListNode) -> Any {
    switch node.value {
    case .string(let string): string
    case .data(let bytes): Data(bytes)
    case .array(let elements): elements.map(foundationValue)
    case .dictionary(let entries): entries.mapValues(foundationValue)
    }
  }
}
