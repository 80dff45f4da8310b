import Foundation
import StoryboardLoader
import XCTest

/// Every bad input is a typed error with the file, the line and what to do.
final class BadInputTests: XCTestCase {
  private func assertFails(
    _ name: String, _ reason: StoryboardLoadError.Reason, line: Int, column: Int? = nil,
    message: String, file: StaticString = #filePath, testLine: UInt = #line
  ) {
    let path = TestPaths.fixture("Bad/\(name).storyboard")
    XCTAssertThrowsError(
      try StoryboardLoader.loadStoryboard(atPath: path), file: file, line: testLine
    ) {
      guard let error = $0 as? StoryboardLoadError else {
        return XCTFail("\(type(of: $0)) is not a StoryboardLoadError", file: file, line: testLine)
      }
      XCTAssertEqual(error.reason, reason, file: file, line: testLine)
      XCTAssertEqual(error.path, path, file: file, line: testLine)
      XCTAssertEqual(error.line, line, file: file, line: testLine)
      if let column { XCTAssertEqual(error.column, column, file: file, line: testLine) }
      XCTAssertTrue(
        error.description.hasPrefix("\(path):\(error.line):\(error.column): error: "), file: file,
        line: testLine)
      XCTAssertTrue(
        error.description.contains(message), "\(error) lacks \"\(message)\"", file: file,
        line: testLine)
    }
  }

  func testMalformedXML() {
    assertFails(
      "Malformed",
      .malformedXML(
        "the closing tag </navigationbar> does not match the opening tag <navigationBar> of line 11"
      ),
      line: 13, column: 21, message: "Open the file in Xcode or fix the XML by hand.")
  }

  func testTruncatedFile() {
    assertFails("Truncated", .truncated, line: 39, message: "it is truncated")
  }

  func testNotUTF8() {
    assertFails("NotUTF8", .notUTF8, line: 24, column: 75, message: "not valid UTF-8")
  }

  func testRootIsNotADocument() {
    assertFails(
      "NotADocument", .notAStoryboard(root: "plist"), line: 2,
      message: "the root element is <plist>")
  }

  func testEmptyFile() {
    assertFails("Empty", .empty, line: 1, column: 1, message: "the file is empty")
  }

  func testGitLFSPointer() {
    assertFails(
      "LFSPointer", .gitLFSPointer, line: 1, column: 1, message: "Run `git lfs pull` first.")
  }

  func testMergeConflictMarkers() {
    assertFails(
      "MergeConflict", .mergeConflict, line: 67, column: 1,
      message: "unresolved merge-conflict markers")
  }

  func testDocumentTypeDeclarationIsRefusedNotExpanded() {
    assertFails(
      "DocumentType", .documentTypeDeclaration, line: 2, column: 1,
      message: "never fetched or expanded")
  }

  func testMissingSegueKind() {
    assertFails(
      "MissingSegueKind", .missingAttribute(element: "segue", attribute: "kind"), line: 29,
      message: "<segue> has no 'kind' attribute")
  }

  func testMissingSceneID() {
    assertFails(
      "MissingSceneID", .missingAttribute(element: "scene", attribute: "sceneID"), line: 87,
      message: "<scene> has no 'sceneID' attribute")
  }

  func testMissingFileAndDirectory() throws {
    XCTAssertThrowsError(
      try StoryboardLoader.loadStoryboard(atPath: "/nonexistent/Main.storyboard")
    ) {
      XCTAssertEqual(($0 as? StoryboardLoadError)?.reason, .unreadable("no such file"))
      XCTAssertEqual(
        "\($0)",
        "/nonexistent/Main.storyboard:1:1: error: cannot read the file: no such file. Check the path and its permissions."
      )
    }
    XCTAssertThrowsError(try StoryboardLoader.loadStoryboard(atPath: TestPaths.fixtures)) {
      XCTAssertEqual(($0 as? StoryboardLoadError)?.reason, .unreadable("it is a directory"))
    }
  }

  /// Found by the fuzzer: `<?<` (XMLParser, streaming, reported no error and loaded nothing).
  func testAPrologThatEndsInsideMarkupIsRefused() throws {
    let path = TestPaths.fixture("Fuzz/PrologEndsInsideMarkup.storyboard")
    XCTAssertThrowsError(try StoryboardLoader.loadStoryboard(atPath: path)) {
      XCTAssertEqual(
        "\($0)",
        "\(path):1:3: error: malformed XML: a processing-instruction target after '<?' was "
          + "expected, not '<'. Open the file in Xcode or fix the XML by hand.")
    }
  }
}

/// A fuzzed storyboard whose first markup is `<?xml1 …?>`: a processing-instruction target that
/// starts with "xml", which libxml2 (Xcode's tools, XMLParser) refuses; the reader does too.
final class ReservedTargetTests: XCTestCase {
  func testAReservedProcessingInstructionTargetIsRefused() {
    let path = TestPaths.fixture("Fuzz/ReservedProcessingInstructionTarget.storyboard")
    XCTAssertThrowsError(try StoryboardLoader.loadStoryboard(atPath: path)) {
      let error = $0 as? StoryboardLoadError
      XCTAssertEqual(error?.line, 1)
      XCTAssertTrue(
        "\($0)".contains("the processing-instruction target 'xml1' is reserved"), "\($0)")
    }
    for allowed in ["xml-stylesheet", "xml-model"] {
      let text =
        "<?\(allowed) href=\"a\"?><document type=\"x\" version=\"3.0\"><scenes/></document>"
      XCTAssertNoThrow(
        try StoryboardLoader.loadStoryboard(data: Array(text.utf8), name: "A"), allowed)
    }
  }
}
