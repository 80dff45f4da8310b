import StoryboardRuntime

/// Comments, CDATA sections, processing instructions and the XML declaration; document type
/// declarations are refused.
extension XMLReader {
  /// Markup that starts with `<!`.
  mutating func declaration(_ position: inout Int) throws(Interruption) {
    let start = position
    if try isLooking(at: "<!--", start, markupStart: start) {
      position = try skipUntil(terminator: "-->", from: start + 4, markupStart: start)
      if phase == .prolog { sawMarkupBeforeRoot = true }
    } else if try isLooking(at: "<![CDATA[", start, markupStart: start) {
      guard phase == .content else {
        throw malformed("a CDATA section outside the root element", at: start)
      }
      position = try skipUntil(terminator: "]]>", from: start + 9, markupStart: start)
    } else if phase == .prolog, try isDocumentTypeMarkup(at: start) {
      throw failure(.documentTypeDeclaration, at: start)
    } else if try isLooking(at: "<!DOCTYPE", start, markupStart: start) {
      throw malformed("a document type declaration after the root element started", at: start)
    } else {
      throw malformed("'<!' that starts no comment, CDATA section or declaration", at: start)
    }
  }

  /// `<!DOCTYPE` and the declarations of a DTD, which storyboards never have.
  private mutating func isDocumentTypeMarkup(at start: Int) throws(Interruption) -> Bool {
    let keywords: [StaticString] = [
      "<!DOCTYPE", "<!ENTITY", "<!ELEMENT", "<!ATTLIST", "<!NOTATION",
    ]
    for keyword in keywords where try isLooking(at: keyword, start, markupStart: start) {
      return true
    }
    return false
  }

  /// Skips characters up to and including `terminator` (`-->` or `]]>`) and returns the index
  /// after it. In a comment, `--` may only come before its closing `>`.
  private mutating func skipUntil(terminator: StaticString, from index: Int, markupStart start: Int)
    throws(Interruption) -> Int
  {
    let first = terminator.utf8Start[0]
    let isComment = first == UInt8(ascii: "-")
    var cursor = index
    while true {
      guard cursor < end else { throw incomplete(from: start) }
      let byte = bytes[cursor]
      if byte == first {
        if try isLooking(at: terminator, cursor, markupStart: start) {
          return cursor + terminator.utf8CodeUnitCount
        }
        if isComment, try isLooking(at: "--", cursor, markupStart: start) {
          throw malformed("'--' inside a comment", at: cursor)
        }
        cursor += 1
      } else if byte >= 0x20, byte < 0x80 {
        cursor += 1
      } else {
        cursor += try character(at: cursor, resumeAt: start)
      }
    }
  }

  // MARK: - Processing instructions

  /// `<?target data?>` or `<?target?>`; `<?xml …?>` only as the very first markup.
  mutating func processingInstruction(_ position: inout Int) throws(Interruption) {
    let start = position
    let targetStart = start + 2
    let targetEnd = try name(
      from: targetStart, markupStart: start, what: "a processing-instruction target after '<?'")
    let target = String(
      decoding: UnsafeBufferPointer(start: bytes + targetStart, count: targetEnd - targetStart),
      as: UTF8.self)
    // Names starting with "xml" are reserved (XML 1.0, section 2.6); libxml2, which Xcode's
    // tools and XMLParser read storyboards with, refuses them as targets, but for the
    // declaration and the registered `xml-stylesheet` and `xml-model`.
    if target.lowercased().hasPrefix("xml"), target != "xml",
      !["xml-stylesheet", "xml-model"].contains(target)
    {
      throw malformed("the processing-instruction target '\(target)' is reserved", at: start)
    }
    if target == "xml" {
      guard windowOffset + start == declarationOffset, phase == .prolog else {
        throw malformed("an XML declaration that is not at the very start of the file", at: start)
      }
      position = try xmlDeclaration(from: targetEnd, markupStart: start)
      return
    }
    var cursor = targetEnd
    if bytes[cursor] != UInt8(ascii: "?") {
      guard table[Int(bytes[cursor])] & XMLCharacters.space != 0 else {
        throw malformed(
          "a processing-instruction target followed by \(describe(bytes[cursor])), "
            + "not white space or '?>'", at: cursor)
      }
      cursor += 1
    }
    while true {
      guard cursor < end else { throw incomplete(from: start) }
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "?"), try isLooking(at: "?>", cursor, markupStart: start) {
        break
      }
      cursor += byte >= 0x20 && byte < 0x80 ? 1 : try character(at: cursor, resumeAt: start)
    }
    position = cursor + 2
    if phase == .prolog { sawMarkupBeforeRoot = true }
  }

  // MARK: - The XML declaration

  /// `<?xml version="1.x" encoding="…" standalone="yes|no"?>`, pseudo-attributes in that
  /// order, `version` required. Only UTF-8 (or its subset ASCII) is read.
  private mutating func xmlDeclaration(from index: Int, markupStart start: Int) throws(Interruption)
    -> Int
  {
    let names = ["version", "encoding", "standalone"]
    var next = 0
    var cursor = index
    sawMarkupBeforeRoot = true
    while true {
      let beforeSpace = cursor
      cursor = try skipSpace(from: cursor, markupStart: start)
      if try isLooking(at: "?>", cursor, markupStart: start) {
        guard next > 0 else {
          throw malformed("an XML declaration without a version", at: cursor)
        }
        return cursor + 2
      }
      guard cursor > beforeSpace else {
        throw malformed("no white space before a pseudo-attribute", at: cursor)
      }
      let nameStart = cursor
      let nameEnd = try name(
        from: cursor, markupStart: start, what: "a pseudo-attribute of the XML declaration")
      let pseudo = String(
        decoding: UnsafeBufferPointer(start: bytes + nameStart, count: nameEnd - nameStart),
        as: UTF8.self)
      guard let order = names.firstIndex(of: pseudo), order >= next, next > 0 || order == 0 else {
        throw malformed(
          "'\(pseudo)' where the XML declaration expects "
            + (next == 0
              ? "'version'"
              : next == names.count
                ? "nothing more"
                : names[next...].map { "'\($0)'" }.joined(separator: " or ")),
          at: nameStart)
      }
      next = order + 1
      let (quote, valueStart) = try openingQuote(
        after: nameEnd, markupStart: start, what: ("'\(pseudo)'", "the value of '\(pseudo)'"))
      cursor = valueStart
      while true {
        guard cursor < end else { throw incomplete(from: start) }
        if bytes[cursor] == quote { break }
        guard bytes[cursor] >= 0x20, bytes[cursor] < 0x7F else {
          throw malformed("a character that the XML declaration does not allow", at: cursor)
        }
        cursor += 1
      }
      let value = String(
        decoding: UnsafeBufferPointer(start: bytes + valueStart, count: cursor - valueStart),
        as: UTF8.self)
      try checkDeclared(value, of: pseudo, at: valueStart)
      cursor += 1
    }
  }

  private mutating func checkDeclared(_ value: String, of name: String, at index: Int)
    throws(Interruption)
  {
    switch name {
    case "version":
      guard value.hasPrefix("1."), value.count > 2,
        value.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber })
      else {
        throw malformed("the XML version '\(value)'; XML 1.0 documents say '1.0'", at: index)
      }
    case "encoding":
      guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) else {
        throw malformed(
          "the encoding '\(value)'; storyboards are UTF-8 (re-save the file from Xcode)",
          at: index)
      }
    default:
      guard value == "yes" || value == "no" else {
        throw malformed("standalone='\(value)'; it is 'yes' or 'no'", at: index)
      }
    }
  }
}
