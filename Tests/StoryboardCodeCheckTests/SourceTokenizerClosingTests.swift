import SourceTokenizer
import XCTest

/// The tokenizer says which literal or comment is not closed, keeping byte offsets of the text
/// as given: what recording an expected text in place relies on.
final class SourceTokenizerClosingTests: XCTestCase {
  private func tokens(_ text: String) -> (tokens: [SourceToken], firstUnclosed: Int?) {
    var tokenizer = SourceTokenizer(text, isSwift: true)
    return (tokenizer.tokens(), tokenizer.firstUnclosed)
  }

  func testClosedLiteralsAndCommentsLeaveNothingUnclosed() {
    let raw = "#\"b\"#"
    let multiline = "\"\"\"\n  c\n  \"\"\""
    let read = tokens("f(\"a\", \(raw), \(multiline)) /* d /* e */ */")
    XCTAssertNil(read.firstUnclosed)
    XCTAssertEqual(read.tokens.filter { $0.kind.isString }.map { $0.isClosed }, [true, true, true])
  }

  func testAStringEndingAtItsLineIsUnclosed() {
    let read = tokens("f(\"open\nnext)")
    XCTAssertEqual(read.firstUnclosed, 2)
    let string = read.tokens.first { $0.kind.isString }
    XCTAssertEqual(string?.isClosed, false)
    XCTAssertEqual(string?.bytes, 2..<7)
    XCTAssertEqual(read.tokens.last?.isPunctuation(")"), true, "the next line is read as code")
  }

  func testANestedCommentOpenAtTheEndIsUnclosed() {
    XCTAssertEqual(tokens("x /* a /* b */").firstUnclosed, 2)
    XCTAssertNil(tokens("x /* a /* b */ */").firstUnclosed)
  }

  func testBytesThatAreNotUTF8KeepTheirOffsets() {
    var tokenizer = SourceTokenizer(bytes: [0xFF, 0x28, 0x22, 0x61, 0x22, 0x29], isSwift: true)
    let string = tokenizer.tokens().first { $0.kind.isString }
    XCTAssertEqual(string?.bytes, 2..<5)
    XCTAssertEqual(string?.kind, .string("a"))
  }
}
