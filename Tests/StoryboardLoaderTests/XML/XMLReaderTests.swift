import Foundation
import Storyboards
import XCTest

@testable import StoryboardLoader

/// The reader is a well-formedness checker for what storyboards contain (XML 1.0, Fifth
/// Edition): each case is a small document, read from memory and from a file in chunks of every
/// size from 1 byte, with the same verdict and the same error every time.
final class XMLReaderTests: XCTestCase {
  private static let scene =
    #"<scenes><scene sceneID="s"><objects><viewController id="v" "#
    + #"sceneMemberID="viewController" title="T"/></objects></scene></scenes>"#

  /// A storyboard whose `<document>` holds `body` (the scenes by default), after `prologue`.
  private func document(
    _ body: String = scene, prologue: String = #"<?xml version="1.0" encoding="UTF-8"?>"#,
    epilogue: String = "\n"
  ) -> String {
    prologue + "\n<document type=\"x\" version=\"3.0\">" + body + "</document>" + epilogue
  }

  /// Reads `text` every way and checks all agree; returns the definition or the error.
  private func read(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> Result<StoryboardDefinition, StoryboardLoadError>
  {
    try read(Array(text.utf8), file: file, line: line)
  }

  private func read(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws
    -> Result<StoryboardDefinition, StoryboardLoadError>
  {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Doc.storyboard"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let whole = Result { () throws(StoryboardLoadError) in
      try StoryboardLoader.loadStoryboard(atPath: path, name: nil, chunkSize: 1 << 16)
    }
    let memory = Result { () throws(StoryboardLoadError) in
      do {
        return try StoryboardLoader.loadStoryboard(data: bytes, name: "Doc", path: path)
      } catch let error as StoryboardLoadError {
        throw error
      } catch {
        throw StoryboardLoadError(path: path, reason: .unreadable("\(error)"))
      }
    }
    XCTAssertEqual(memory, whole, "in memory and from the file", file: file, line: line)
    for chunkSize in [1, 2, 3, 5, 8, 13, 64] {
      let chunked = Result { () throws(StoryboardLoadError) in
        try StoryboardLoader.loadStoryboard(atPath: path, name: nil, chunkSize: chunkSize)
      }
      XCTAssertEqual(chunked, whole, "in chunks of \(chunkSize) bytes", file: file, line: line)
    }
    return whole
  }

  /// The line and column (in bytes) of the `occurrence`-th `marker` in `text`.
  private func position(of marker: String, in text: String, occurrence: Int = 1) -> (Int, Int) {
    var rest = Substring(text)
    var offset = 0
    for _ in 1..<occurrence {
      let range = rest.range(of: marker)!
      offset += rest.utf8.distance(from: rest.startIndex, to: range.upperBound)
      rest = rest[range.upperBound...]
    }
    let range = rest.range(of: marker)!
    offset += rest.utf8.distance(from: rest.startIndex, to: range.lowerBound)
    let before = text.utf8.prefix(offset)
    let line = before.filter { $0 == 0x0A }.count + 1
    let lineStart =
      before.lastIndex(of: 0x0A).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
    return (line, offset - lineStart + 1)
  }

  /// `text` is refused for `reason` where the `occurrence`-th `marker` is.
  private func assertRefused(
    _ text: String, _ reason: StoryboardLoadError.Reason, atMarker marker: String,
    occurrence: Int = 1, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try assertRefused(
      text, reason, at: position(of: marker, in: text, occurrence: occurrence), file: file,
      line: line)
  }

  /// `text` is refused for `reason` at its very end.
  private func assertRefusedAtEnd(
    _ text: String, _ reason: StoryboardLoadError.Reason, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    try assertRefused(
      text, reason, at: (lines.count, lines.last!.utf8.count + 1), file: file, line: line)
  }

  /// `text` is refused with `reason`, at `line`:`column`.
  private func assertRefused(
    _ text: String, _ reason: StoryboardLoadError.Reason, at position: (Int, Int),
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    guard case .failure(let error) = try read(text, file: file, line: line) else {
      return XCTFail("accepted: \(text)", file: file, line: line)
    }
    XCTAssertEqual(error.reason, reason, file: file, line: line)
    XCTAssertEqual(error.line, position.0, "line", file: file, line: line)
    XCTAssertEqual(error.column, position.1, "column", file: file, line: line)
    XCTAssertTrue(error.description.hasSuffix(error.message), file: file, line: line)
  }

  private func assertAccepted(
    _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> StoryboardDefinition? {
    switch try read(text, file: file, line: line) {
    case .success(let definition): return definition
    case .failure(let error):
      XCTFail("refused: \(error)", file: file, line: line)
      return nil
    }
  }

  // MARK: - Processing instructions (XMLParser crashes on those without data)

  func testProcessingInstructionsWithAndWithoutDataAnywhereOutsideTags() throws {
    for instruction in ["<?marker?>", "<?marker data?>", "<?m ?>", "<?a-b.c x?y?>"] {
      let before = try assertAccepted(document(prologue: "<?xml version=\"1.0\"?>" + instruction))
      XCTAssertEqual(before?.scenes.count, 1, instruction)
      let inside = try assertAccepted(document(instruction + Self.scene + instruction))
      XCTAssertEqual(inside?.scenes.first?.controller?.title, "T", instruction)
      _ = try assertAccepted(document(epilogue: instruction + "\n"))
    }
  }

  func testMalformedProcessingInstructions() throws {
    let bang = document(prologue: "<?xml version=\"1.0\"?><?m!?>")
    try assertRefused(
      bang,
      .malformedXML("a processing-instruction target followed by '!', not white space or '?>'"),
      atMarker: "!")
    let space = document(prologue: "<?xml version=\"1.0\"?><? m?>")
    try assertRefused(
      space, .malformedXML("a processing-instruction target after '<?' was expected, not a space"),
      atMarker: " m")
    let reserved = document(prologue: "<?xml version=\"1.0\"?><?XML x?>")
    try assertRefused(
      reserved, .malformedXML("the processing-instruction target 'XML' is reserved"),
      atMarker: "<?XML")
    try assertRefusedAtEnd(document("<?m unterminated"), .truncated)
  }

  // MARK: - The XML declaration

  func testXMLDeclarationForms() throws {
    for prologue in [
      "", "<?xml version='1.0'?>", "<?xml version=\"1.1\" encoding='utf-8' standalone='yes'?>",
      "<?xml version = \"1.0\"  encoding = \"UTF-8\" ?>", "\u{FEFF}<?xml version=\"1.0\"?>",
    ] {
      XCTAssertEqual(try assertAccepted(document(prologue: prologue))?.scenes.count, 1, prologue)
    }
  }

  func testXMLDeclarationFaults() throws {
    try assertRefused(
      document(prologue: " <?xml version=\"1.0\"?>"),
      .malformedXML("an XML declaration that is not at the very start of the file"), at: (1, 2))
    try assertRefused(
      document(prologue: "<?xml encoding=\"UTF-8\"?>"),
      .malformedXML("'encoding' where the XML declaration expects 'version'"), at: (1, 7))
    try assertRefused(
      document(prologue: "<?xml version=\"2.0\"?>"),
      .malformedXML("the XML version '2.0'; XML 1.0 documents say '1.0'"), at: (1, 16))
    try assertRefused(
      document(prologue: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>"),
      .malformedXML(
        "the encoding 'ISO-8859-1'; storyboards are UTF-8 (re-save the file from Xcode)"),
      at: (1, 31))
    try assertRefused(
      document(prologue: "<?xml version=\"1.0\" standalone=\"maybe\"?>"),
      .malformedXML("standalone='maybe'; it is 'yes' or 'no'"), at: (1, 33))
    try assertRefused(
      document(prologue: "<?xml version=\"1.0\" standalone=\"no\" encoding=\"UTF-8\"?>"),
      .malformedXML("'encoding' where the XML declaration expects nothing more"), at: (1, 37))
  }

  // MARK: - Comments and CDATA

  func testCommentsAndCDATASections() throws {
    let body = "<!-- a - comment --><!----><![CDATA[<not> & ]] markup]]>" + Self.scene
    XCTAssertEqual(try assertAccepted(document(body))?.scenes.count, 1)
    try assertRefused(
      document("<!-- a -- b -->"), .malformedXML("'--' inside a comment"), atMarker: "-- b")
    try assertRefused(
      document("<!-- a --->"), .malformedXML("'--' inside a comment"), atMarker: "--->")
    try assertRefused(
      document(prologue: "<![CDATA[x]]>"),
      .malformedXML("a CDATA section outside the root element"), at: (1, 1))
    try assertRefusedAtEnd(document("<![CDATA[ never closed"), .truncated)
  }

  // MARK: - References and attribute values

  func testPredefinedEntitiesAndCharacterReferencesInAttributesAndText() throws {
    let body =
      #"<scenes><scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController" "#
      + #"title="&lt;&gt;&amp;&apos;&quot; &#65;&#x42;&#x1F600;" storyboardIdentifier='a"b'/>"#
      + "</objects></scene></scenes>&lt;text&#x20;&amp;"
    let controller = try assertAccepted(document(body))?.scenes.first?.controller
    XCTAssertEqual(controller?.title, "<>&'\" AB😀")
    XCTAssertEqual(controller?.storyboardIdentifier, "a\"b")
  }

  func testAttributeValuesNormalizeWhiteSpaceButNotReferencesToIt() throws {
    let body =
      "<scenes><scene sceneID=\"s\"><objects><viewController id=\"v\" "
      + "sceneMemberID=\"viewController\" title=\"a\tb\nc\r\nd&#10;e\"/></objects></scene></scenes>"
    XCTAssertEqual(
      try assertAccepted(document(body))?.scenes.first?.controller?.title, "a b c d\ne")
  }

  func testMalformedReferences() throws {
    let undeclared = "the entity '&nbsp;' is not declared (only &lt; &gt; &amp; &apos; &quot; are)"
    try assertRefused(document("&nbsp;"), .malformedXML(undeclared), atMarker: "&nbsp;")
    let bare = "an '&' that starts no reference (write '&amp;' for '&')"
    try assertRefused(document("a & b"), .malformedXML(bare), atMarker: "& b")
    try assertRefused(document("a &b"), .malformedXML(bare), atMarker: "&b")
    let forbidden = "a character reference to a character XML does not allow"
    try assertRefused(document("&#0;"), .malformedXML(forbidden), atMarker: "&#0;")
    try assertRefused(document("&#xD800;"), .malformedXML(forbidden), atMarker: "&#xD800;")
    try assertRefused(
      document("&#99999999999999999;"), .malformedXML(forbidden), atMarker: "&#9")
    try assertRefused(
      document("&#x12G;"), .malformedXML("a malformed character reference"), atMarker: "G;")
    try assertRefused(
      document("<a b=\"1 < 2\"/>"),
      .malformedXML("a '<' inside an attribute value (write '&lt;')"), atMarker: "< 2")
    try assertRefused(
      document("<a b=\"&undefined;\"/>"),
      .malformedXML(
        "the entity '&undefined;' is not declared (only &lt; &gt; &amp; &apos; &quot; are)"),
      atMarker: "&undefined;")
  }

  // MARK: - Tags

  func testMalformedTags() throws {
    try assertRefused(
      document("<a b=\"1\" b=\"2\"/>"),
      .malformedXML("the attribute 'b' is given twice"), atMarker: "b=\"2")
    let many = (0..<40).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
    try assertRefused(
      document("<a \(many) a7=\"x\"/>"),
      .malformedXML("the attribute 'a7' is given twice"), atMarker: "a7=\"x")
    try assertRefused(
      document("<a b=\"1\"c=\"2\"/>"),
      .malformedXML("no white space before an attribute"), atMarker: "c=")
    try assertRefused(
      document("<a b/>"), .malformedXML("an attribute without '=' and a value"), atMarker: "/>")
    try assertRefused(
      document("<a b=1/>"), .malformedXML("an attribute value without quotes"), atMarker: "1/>")
    try assertRefused(
      document("<a></b>"),
      .malformedXML("the closing tag </b> does not match the opening tag <a> of line 2"),
      atMarker: "</b>")
    try assertRefused(
      document("</b>"),
      .malformedXML("the closing tag </b> does not match the opening tag <document> of line 2"),
      atMarker: "</b>")
    try assertRefused(
      document("<1a/>"),
      .malformedXML("an element name after '<' was expected, not '1'"), atMarker: "1a")
    try assertRefused(
      document("<a / >"), .malformedXML("a '/' not followed by '>' in a tag"), atMarker: "/ >")
    try assertRefused(
      document("]]>"),
      .malformedXML("']]>' in text, where only a CDATA section may end"), atMarker: "]]>")
  }

  func testNamesOutsideASCIIFollowTheNameProductions() throws {
    let accepted = try assertAccepted(
      document("<café ñ=\"1\" x·=\"2\"/><日本:語 xmlns:日本=\"urn:x\"/>"))
    XCTAssertEqual(accepted?.scenes.count, 0)
    try assertRefused(
      document("<·x/>"), .malformedXML("an element name after '<' was expected, not U+00B7"),
      atMarker: "·x")
  }

  // MARK: - Namespaces (libxml2, under XMLParser and Xcode, refuses documents that break them)

  func testNamespacePrefixesMustBeDeclaredInScope() throws {
    let declared = "<a xmlns:p=\"urn:p\" p:x=\"1\"><p:b p:y=\"2\"/></a><c xml:lang=\"en\"/>"
    XCTAssertNotNil(try assertAccepted(document(declared)))
    let undeclared =
      "the namespace prefix 'p' of 'p:x' is not declared (declare it with xmlns:p=\"…\")"
    try assertRefused(document("<a p:x=\"1\"/>"), .malformedXML(undeclared), atMarker: "p:x")
    try assertRefused(
      document("<a xmlns:p=\"urn:p\"/><b p:x=\"1\"/>"), .malformedXML(undeclared), atMarker: "p:x")
    try assertRefused(
      document("<a:b:c/>"),
      .malformedXML("the name 'a:b:c' is not a qualified name (prefix:local)"), atMarker: "a:b:c")
    try assertRefused(
      document("<a xmlns:p=\"\"/>"),
      .malformedXML("the namespace declaration 'xmlns:p' binds a reserved prefix or no URI"),
      atMarker: "xmlns:p")
  }

  // MARK: - The document as a whole

  func testDocumentStructureFaults() throws {
    let second = document(epilogue: "<document/>")
    try assertRefused(
      second, .malformedXML("a second root element; a document has exactly one"),
      atMarker: "<document/>")
    try assertRefused(
      document(prologue: "stray"), .malformedXML("text before the root element"), at: (1, 1))
    try assertRefused(
      document(epilogue: " stray"),
      .malformedXML("text after the end of the root element"), atMarker: "stray")
    try assertRefusedAtEnd("<document><a>\n", .truncated)
    try assertRefusedAtEnd("<document><a b=\"unterminated", .truncated)
    try assertRefusedAtEnd(
      "<!-- only a comment -->", .malformedXML("the document has no root element"))
    try assertRefused("  \n\t", .empty, at: (1, 1))
    try assertRefused("", .empty, at: (1, 1))
    try assertRefused(
      document(prologue: "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY x \"y\">]>"),
      .documentTypeDeclaration, at: (2, 1))
    try assertRefused(
      document(prologue: "<!ENTITY x \"y\">"), .documentTypeDeclaration, at: (1, 1))
    let late = document(epilogue: "<!DOCTYPE x>")
    try assertRefused(
      late, .malformedXML("a document type declaration after the root element started"),
      atMarker: "<!DOCTYPE")
  }

  // MARK: - Characters and encodings

  func testCharactersXMLDoesNotAllowAndBytesThatAreNotUTF8() throws {
    try assertRefused(
      document("a\u{1}b"),
      .malformedXML("the control character U+0001, which XML does not allow"), atMarker: "\u{1}")
    try assertRefused(
      document("\u{FFFF}"),
      .malformedXML("the character U+FFFF, which XML does not allow"), atMarker: "\u{FFFF}")
    let text = document("é")
    var invalid = Array(text.utf8)
    invalid[invalid.firstIndex(of: 0xC3)! + 1] = 0x28
    guard case .failure(let error) = try read(invalid) else { return XCTFail("accepted") }
    XCTAssertEqual(
      [error.line, error.column], [position(of: "é", in: text).0, position(of: "é", in: text).1])
    XCTAssertEqual(error.reason, .notUTF8)
    for overlong in [
      [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    ] {
      let bytes =
        Array(document("x").utf8.prefix(40)) + overlong.map(UInt8.init) + Array("</document>".utf8)
      guard case .failure(let error) = try read(bytes) else {
        return XCTFail("accepted \(overlong)")
      }
      XCTAssertEqual(error.reason, .notUTF8, "\(overlong)")
    }
    guard case .failure(let utf16) = try read([0xFF, 0xFE, 0x3C, 0x00]) else {
      return XCTFail("accepted UTF-16")
    }
    XCTAssertEqual(utf16.reason, .notUTF8)
    guard case .failure(let cut) = try read(Array("<document>ab".utf8) + [0xE2, 0x82]) else {
      return XCTFail("accepted a sequence cut by the end of the file")
    }
    XCTAssertEqual(cut.reason, .notUTF8)
  }

  func testLinesCountLineFeedsAndColumnsCountBytes() throws {
    let text = document("\n\n  <a>é</b>")
    try assertRefused(
      text, .malformedXML("the closing tag </b> does not match the opening tag <a> of line 4"),
      at: (4, 8))
  }
}
