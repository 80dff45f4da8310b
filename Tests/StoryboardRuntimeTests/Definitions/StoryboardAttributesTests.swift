import StoryboardRuntime
import XCTest

/// Attributes kept as written and decoded on use.
final class StoryboardAttributesTests: XCTestCase {
  func testValuesAreDecodedAsXMLDecodesThem() {
    let attributes = StoryboardAttributes(
      text:
        "title=\"Save &amp; close\" tag='7'\n  text=\"a&#10;b&lt;&#x41;\" empty=\"\" raw=\"x\ny\"")
    XCTAssertEqual(attributes["title"], "Save & close")
    XCTAssertEqual(attributes["tag"], "7")
    XCTAssertEqual(attributes["text"], "a\nb<A", "a reference to a line break keeps it")
    XCTAssertEqual(attributes["raw"], "x y", "a line break as written is read as a space")
    XCTAssertEqual(attributes["empty"], "")
    XCTAssertNil(attributes["missing"])
    XCTAssertEqual(attributes.dictionary.count, 5)
  }

  func testADictionaryRoundTripsAndEqualityIsByValue() {
    let values = ["title": "A \"quoted\" <b> & c", "tag": "3"]
    let attributes = StoryboardAttributes(values)
    XCTAssertEqual(attributes.dictionary, values)
    XCTAssertEqual(
      attributes,
      StoryboardAttributes(text: "tag='3' title=\"A &quot;quoted&quot; &lt;b> &amp; c\""))
    XCTAssertNotEqual(attributes, ["tag": "4"])
    XCTAssertTrue(StoryboardAttributes([:]).isEmpty)
  }

  func testMalformedTextEndsTheWalkWithoutACrash() {
    for text in ["title", "title=", "title=\"open", "=\"x\"", "a=b", "\u{0}=\"\""] {
      let attributes = StoryboardAttributes(text: text)
      _ = attributes.dictionary
      XCTAssertNil(attributes["missing"], text)
    }
    XCTAssertEqual(StoryboardAttributes(text: "title=\"open").dictionary, ["title": "open"])
  }

  func testAttributesSharingOneTextReadOnlyTheirOwn() {
    let text = Array("title=\"First\" tag=\"1\"title=\"Second\" tag=\"2\"".utf8)
    let first = StoryboardAttributes(text: text, range: 0..<21)
    let second = StoryboardAttributes(text: text, range: 21..<text.count)
    XCTAssertEqual(first.dictionary, ["title": "First", "tag": "1"])
    XCTAssertEqual(second.dictionary, ["title": "Second", "tag": "2"])
    XCTAssertEqual(second, ["tag": "2", "title": "Second"], "equal by value, wherever they lie")
    XCTAssertNotEqual(first, second)
    XCTAssertTrue(StoryboardAttributes(text: text, range: 5..<5).isEmpty)
    XCTAssertFalse(first.isEmpty)
  }
}
