import StoryboardRuntime

/// Reads an element's attributes by name: the interface the definition builder needs from any
/// XML reader.
package protocol XMLAttributeLookup {
  /// The value of the attribute `name` (entities expanded, white space normalized), or `nil`.
  func value(of name: StaticString) -> String?
  /// The values of the attributes `first` and `second`, found in one pass.
  func values(of first: StaticString, _ second: StaticString) -> (String?, String?)
  /// Every attribute, by name.
  func allValues() -> [String: String]
  /// Every attribute but `excluded`, by name.
  func allValues(excluding excluded: StaticString) -> [String: String]
  /// Every attribute, as the document writes them (one copy, decoded when read).
  func packedValues() -> StoryboardAttributes
  /// Appends every attribute, as the document writes them, to `text`; returns where they lie.
  func appendPackedValues(to text: inout [UInt8]) -> Range<Int>
}

/// The attributes of `XMLParser`'s callbacks.
extension [String: String]: XMLAttributeLookup {
  package func value(of name: StaticString) -> String? { self[name.description] }
  package func values(of first: StaticString, _ second: StaticString) -> (String?, String?) {
    (self[first.description], self[second.description])
  }
  package func allValues() -> [String: String] { self }
  package func allValues(excluding excluded: StaticString) -> [String: String] {
    var values = self
    values[excluded.description] = nil
    return values
  }
  package func packedValues() -> StoryboardAttributes { StoryboardAttributes(self) }
  package func appendPackedValues(to text: inout [UInt8]) -> Range<Int> {
    let start = text.count
    StoryboardAttributes(self).appendText(to: &text)
    return start..<text.count
  }
}

/// Where an attribute lies in the reader's buffer.
struct XMLAttributeSpan {
  var nameStart: Int
  var nameEnd: Int
  var valueStart: Int
  var valueEnd: Int
  /// The value holds a reference or a white-space character that the value does not keep as
  /// it is.
  var needsDecoding: Bool
}

/// A start tag as ``XMLReader`` hands it to its handler: a view of the reader's buffer, valid
/// only during the call.
struct XMLStartTag: XMLAttributeLookup {
  let bytes: UnsafePointer<UInt8>
  let nameStart: Int
  let nameEnd: Int
  let attributes: UnsafeBufferPointer<XMLAttributeSpan>
  /// Where the tag's `<` is.
  let location: SourcePosition
  /// The document offset of `bytes[0]`: a position in the window plus this is a position in
  /// the document.
  let documentOffset: Int
  /// Just after the tag's `>`, in the window.
  let end: Int

  /// The element's name.
  var name: String { string(from: nameStart, to: nameEnd) }

  /// Whether the element's name is `other`.
  func nameIs(_ other: StaticString) -> Bool {
    equals(nameStart, nameEnd, other)
  }

  func value(of name: StaticString) -> String? {
    for span in attributes where equals(span.nameStart, span.nameEnd, name) {
      return value(of: span)
    }
    return nil
  }

  func values(of first: StaticString, _ second: StaticString) -> (String?, String?) {
    var found: (String?, String?) = (nil, nil)
    for span in attributes {
      if found.0 == nil, equals(span.nameStart, span.nameEnd, first) {
        found.0 = value(of: span)
      } else if found.1 == nil, equals(span.nameStart, span.nameEnd, second) {
        found.1 = value(of: span)
      }
    }
    return found
  }

  func allValues() -> [String: String] { allValues(excluding: "") }

  func allValues(excluding excluded: StaticString) -> [String: String] {
    var values: [String: String] = [:]
    values.reserveCapacity(attributes.count)
    for span in attributes where !equals(span.nameStart, span.nameEnd, excluded) {
      values[string(from: span.nameStart, to: span.nameEnd)] = value(of: span)
    }
    return values
  }

  func packedValues() -> StoryboardAttributes {
    guard let first = attributes.first, let last = attributes.last else { return [:] }
    // From the first name to the last value's closing quote, as written.
    let text = Array(
      UnsafeBufferPointer(
        start: bytes + first.nameStart, count: last.valueEnd + 1 - first.nameStart))
    return StoryboardAttributes(text: text, range: 0..<text.count)
  }

  func appendPackedValues(to text: inout [UInt8]) -> Range<Int> {
    let start = text.count
    if let first = attributes.first, let last = attributes.last {
      text.append(
        contentsOf: UnsafeBufferPointer(
          start: bytes + first.nameStart, count: last.valueEnd + 1 - first.nameStart))
    }
    return start..<text.count
  }

  func value(of span: XMLAttributeSpan) -> String {
    guard span.needsDecoding else { return string(from: span.valueStart, to: span.valueEnd) }
    return XMLReferences.normalizedValue(bytes, from: span.valueStart, to: span.valueEnd)
  }

  func string(from start: Int, to end: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
  }

  private func equals(_ start: Int, _ end: Int, _ other: StaticString) -> Bool {
    let count = other.utf8CodeUnitCount
    guard end - start == count else { return false }
    let pointer = other.utf8Start
    for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
    return true
  }
}
