import StoryboardRuntime

/// An element of a document with the byte spans of its markup: what an editor that splices the
/// original bytes needs. Offsets count bytes from the start of the document.
package struct XMLElementSpan: Sendable {
  /// The element's name.
  package var name: String
  /// Where its start tag begins (`<`).
  package var start: Int
  /// Just after its start tag's `>`.
  package var startTagEnd: Int
  /// Just after its end tag's `>` (the start tag's, for an empty element).
  package var end: Int
  /// The enclosing element's index, or `nil` for the document element.
  package var parent: Int?
  /// How deep it is: 0 for the document element.
  package var depth: Int
  /// Its attributes, in order.
  package var attributes: [XMLAttributeValueSpan]
}

/// An attribute of a start tag, with where its value lies.
package struct XMLAttributeValueSpan: Sendable, Equatable {
  /// The attribute's name.
  package var name: String
  /// The value as written, references not expanded.
  package var rawValue: String
  /// Where the value lies, quotes excluded.
  package var valueRange: Range<Int>
}

/// The elements of a document as the storyboard reader reads them: one scanner, one verdict on
/// what is well-formed, whether a file is loaded or edited.
package enum XMLElementScan {
  /// Every element of `bytes`, in document order, and the fault that stopped the reading, if
  /// any (the elements are then those read before it).
  package static func elements(of bytes: [UInt8], path: String) -> (
    elements: [XMLElementSpan], failure: StoryboardLoadError?
  ) {
    var reader = XMLReader(path: path, handler: SpanCollector())
    var failure: StoryboardLoadError?
    do throws(StoryboardLoadError) {
      try bytes.withUnsafeBufferPointer { buffer throws(StoryboardLoadError) in
        let empty: [UInt8] = [0]
        if let base = buffer.baseAddress {
          _ = try reader.feed(base, count: buffer.count, isFinal: true)
        } else {
          try empty.withUnsafeBufferPointer { none throws(StoryboardLoadError) in
            _ = try reader.feed(none.baseAddress!, count: 0, isFinal: true)
          }
        }
      }
    } catch {
      failure = error
    }
    return (reader.handler.elements, failure)
  }

  /// The value of an attribute written as `rawValue`: references expanded and white space
  /// normalized, as the reader gives every attribute value.
  package static func value(ofRaw rawValue: String) -> String {
    guard rawValue.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 < 0x20 }) else {
      return rawValue
    }
    let bytes = Array(rawValue.utf8)
    return bytes.withUnsafeBufferPointer {
      XMLReferences.normalizedValue($0.baseAddress!, from: 0, to: $0.count)
    }
  }
}

/// Collects the spans of every element as the reader reports them.
private struct SpanCollector: XMLContentHandler {
  var elements: [XMLElementSpan] = []
  var open: [Int] = []

  mutating func startElement(_ tag: XMLStartTag) throws(StoryboardLoadError) {
    let offset = tag.documentOffset
    let attributes = tag.attributes.map { span in
      XMLAttributeValueSpan(
        name: tag.string(from: span.nameStart, to: span.nameEnd),
        rawValue: tag.string(from: span.valueStart, to: span.valueEnd),
        valueRange: offset + span.valueStart..<offset + span.valueEnd)
    }
    elements.append(
      XMLElementSpan(
        name: tag.name, start: offset + tag.nameStart - 1, startTagEnd: offset + tag.end,
        end: offset + tag.end, parent: open.last, depth: open.count, attributes: attributes))
    open.append(elements.count - 1)
  }

  mutating func endElement(at end: Int) throws(StoryboardLoadError) {
    elements[open.removeLast()].end = end
  }
}
