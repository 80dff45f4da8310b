import StoryboardRuntime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tags, comments, processing instructions, the XML declaration and CDATA sections.
///
/// Each function reads one piece of markup that starts at `position` (its `<`). When the window
/// ends inside it, it throws ``XMLReader/Interruption/needMore(resumeAt:)`` with the markup's
/// start, and the whole piece is read again with more bytes: a handler is only called once the
/// piece is complete.
extension XMLReader {
  /// Markup at `position` (a `<`).
  mutating func markup(_ position: inout Int) throws(Interruption) {
    let start = position
    guard start + 1 < end else { throw incomplete(from: start) }
    switch bytes[start + 1] {
    case UInt8(ascii: "/"): try endTag(&position)
    case UInt8(ascii: "?"): try processingInstruction(&position)
    case UInt8(ascii: "!"): try declaration(&position)
    default: try startTag(&position)
    }
  }

  // MARK: - Elements

  private mutating func startTag(_ position: inout Int) throws(Interruption) {
    let start = position
    guard phase != .epilogue else {
      throw malformed("a second root element; a document has exactly one", at: start)
    }
    let nameStart = start + 1
    var cursor = try name(from: nameStart, markupStart: start, what: "an element name after '<'")
    let nameEnd = cursor
    spans.removeAll(keepingCapacity: true)
    var isEmpty = false
    while true {
      let beforeSpace = cursor
      cursor = try skipSpace(from: cursor, markupStart: start)
      let byte = bytes[cursor]
      if byte == UInt8(ascii: ">") {
        cursor += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        guard cursor + 1 < end else { throw incomplete(from: start) }
        guard bytes[cursor + 1] == UInt8(ascii: ">") else {
          throw malformed("a '/' not followed by '>' in a tag", at: cursor)
        }
        cursor += 2
        isEmpty = true
        break
      }
      guard cursor > beforeSpace else {
        throw malformed("no white space before an attribute", at: cursor)
      }
      try attribute(&cursor, markupStart: start)
    }
    try checkUniqueAttributes()
    try checkNamespaces(tag: start, to: cursor, nameStart: nameStart, nameEnd: nameEnd)
    let place = location(of: start)
    phase = .content
    openNameStarts.append(openNames.count)
    openNames.append(
      contentsOf: UnsafeBufferPointer(start: bytes + nameStart, count: nameEnd - nameStart))
    openLines.append(place.line)
    position = cursor
    let attributes = spans
    let window = bytes
    do throws(StoryboardLoadError) {
      try attributes.withUnsafeBufferPointer { buffer throws(StoryboardLoadError) in
        try handler.startElement(
          XMLStartTag(
            bytes: window, nameStart: nameStart, nameEnd: nameEnd, attributes: buffer,
            location: place, documentOffset: windowOffset, end: cursor))
      }
      if isEmpty { try closeElement(at: cursor) }
    } catch {
      throw .failed(error)
    }
  }

  private mutating func attribute(_ cursor: inout Int, markupStart start: Int) throws(Interruption)
  {
    let nameStart = cursor
    var index = try name(from: cursor, markupStart: start, what: "an attribute name")
    let nameEnd = index
    let (quote, valueStart) = try openingQuote(
      after: nameEnd, markupStart: start, what: ("an attribute", "an attribute value"))
    index = valueStart
    var needsDecoding = false
    while true {
      guard index < end else { throw incomplete(from: start) }
      let byte = bytes[index]
      if table[Int(byte)] & XMLCharacters.valueStop == 0 {
        index += 1
        continue
      }
      if byte == quote { break }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): index += 1
      case UInt8(ascii: "<"):
        throw malformed("a '<' inside an attribute value (write '&lt;')", at: index)
      case UInt8(ascii: "&"):
        switch XMLReferences.read(bytes, at: index, end: end) {
        case .character(_, let length): index += length
        case .incomplete: throw incomplete(from: start)
        case .invalid(let why, let offset): throw malformed(why, at: index + offset)
        }
        needsDecoding = true
      case 0x09, 0x0A, 0x0D:
        needsDecoding = true
        index += 1
      default: index += try character(at: index, resumeAt: start)
      }
    }
    spans.append(
      XMLAttributeSpan(
        nameStart: nameStart, nameEnd: nameEnd, valueStart: valueStart, valueEnd: index,
        needsDecoding: needsDecoding))
    cursor = index + 1
  }

  /// Unique Att Spec: no attribute name twice in one tag.
  private mutating func checkUniqueAttributes() throws(Interruption) {
    let count = spans.count
    guard count > 1 else { return }
    var duplicate: XMLAttributeSpan?
    if count <= 16 {
      search: for later in 1..<count {
        for earlier in 0..<later where sameName(spans[earlier], spans[later]) {
          duplicate = spans[later]
          break search
        }
      }
    } else {
      var seen = Set<[UInt8]>()
      duplicate = spans.first { !seen.insert(Array(nameBytes(of: $0))).inserted }
    }
    if let duplicate {
      let text = String(decoding: nameBytes(of: duplicate), as: UTF8.self)
      throw malformed("the attribute '\(text)' is given twice", at: duplicate.nameStart)
    }
  }

  private func nameBytes(of span: XMLAttributeSpan) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + span.nameStart, count: span.nameEnd - span.nameStart)
  }

  private func sameName(_ first: XMLAttributeSpan, _ second: XMLAttributeSpan) -> Bool {
    let count = first.nameEnd - first.nameStart
    return count == second.nameEnd - second.nameStart
      && memcmp(bytes + first.nameStart, bytes + second.nameStart, count) == 0
  }

  private mutating func endTag(_ position: inout Int) throws(Interruption) {
    let start = position
    let nameStart = start + 2
    let nameEnd = try name(from: nameStart, markupStart: start, what: "an element name after '</'")
    let close = try skipSpace(from: nameEnd, markupStart: start)
    guard bytes[close] == UInt8(ascii: ">") else {
      throw malformed("a closing tag without '>'", at: close)
    }
    let found = UnsafeBufferPointer(start: bytes + nameStart, count: nameEnd - nameStart)
    guard let openStart = openNameStarts.last else {
      let text = String(decoding: found, as: UTF8.self)
      throw malformed("the closing tag </\(text)> closes no open element", at: start)
    }
    let matches =
      openNames.count - openStart == found.count
      && openNames.withUnsafeBufferPointer {
        memcmp($0.baseAddress! + openStart, found.baseAddress!, found.count) == 0
      }
    guard matches else {
      let text = String(decoding: found, as: UTF8.self)
      let open = String(decoding: openNames[openStart...], as: UTF8.self)
      throw malformed(
        "the closing tag </\(text)> does not match the opening tag <\(open)> of line "
          + "\(openLines[openLines.count - 1])", at: start)
    }
    position = close + 1
    do throws(StoryboardLoadError) { try closeElement(at: close + 1) } catch {
      throw .failed(error)
    }
  }

  /// Ends the innermost open element, whose markup ends at `end` of the window.
  private mutating func closeElement(at end: Int) throws(StoryboardLoadError) {
    try handler.endElement(at: windowOffset + end)
    openNames.removeSubrange(openNameStarts.removeLast()...)
    openLines.removeLast()
    if !namespaceDeclarations.isEmpty { endNamespaceScope() }
    if openNameStarts.isEmpty { phase = .epilogue }
  }

  // MARK: - Names and white space

  /// Reads a `Name` from `index` and returns where it ends.
  mutating func name(from index: Int, markupStart start: Int, what: String) throws(Interruption)
    -> Int
  {
    var cursor = index
    guard cursor < end else { throw incomplete(from: start) }
    let first = bytes[cursor]
    if first < 0x80 {
      guard table[Int(first)] & XMLCharacters.nameStart != 0 else {
        throw malformed("\(what) was expected, not \(describe(first))", at: cursor)
      }
      cursor += 1
    } else {
      let (scalar, length) = try scalar(at: cursor, resumeAt: start)
      guard XMLCharacters.isNameStart(scalar) else {
        throw malformed("\(what) was expected, not U+\(hex(scalar))", at: cursor)
      }
      cursor += length
    }
    while cursor < end {
      let byte = bytes[cursor]
      if byte < 0x80 {
        guard table[Int(byte)] & XMLCharacters.name != 0 else { return cursor }
        cursor += 1
      } else {
        let (scalar, length) = try scalar(at: cursor, resumeAt: start)
        guard XMLCharacters.isName(scalar) else { return cursor }
        cursor += length
      }
    }
    throw incomplete(from: start)
  }

  /// `Eq` and the opening quote of a value after a name that ends at `index`: the quote and
  /// where the value starts. `what` names the attribute and its value in errors.
  mutating func openingQuote(
    after index: Int, markupStart start: Int, what: (name: String, value: String)
  ) throws(Interruption) -> (quote: UInt8, valueStart: Int) {
    var cursor = try skipSpace(from: index, markupStart: start)
    guard bytes[cursor] == UInt8(ascii: "=") else {
      throw malformed("\(what.name) without '=' and a value", at: cursor)
    }
    cursor = try skipSpace(from: cursor + 1, markupStart: start)
    let quote = bytes[cursor]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw malformed("\(what.value) without quotes", at: cursor)
    }
    return (quote, cursor + 1)
  }

  /// Skips `S?` from `index` and returns the first other byte's index (which exists).
  @inline(__always)
  mutating func skipSpace(from index: Int, markupStart start: Int) throws(Interruption)
    -> Int
  {
    var cursor = index
    while cursor < end {
      guard table[Int(bytes[cursor])] & XMLCharacters.space != 0 else {
        return cursor
      }
      cursor += 1
    }
    throw incomplete(from: start)
  }

  /// Whether the window holds `literal` at `index`; a window that ends inside a match is
  /// incomplete.
  mutating func isLooking(at literal: StaticString, _ index: Int, markupStart start: Int)
    throws(Interruption) -> Bool
  {
    let pointer = literal.utf8Start
    for offset in 0..<literal.utf8CodeUnitCount {
      guard index + offset < end else { throw incomplete(from: start) }
      guard bytes[index + offset] == pointer[offset] else { return false }
    }
    return true
  }

  /// A byte for an error message.
  func describe(_ byte: UInt8) -> String {
    switch byte {
    case 0x20: return "a space"
    case 0x09, 0x0A, 0x0D: return "a line break or tab"
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default: return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }
}
