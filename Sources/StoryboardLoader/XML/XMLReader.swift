import StoryboardRuntime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an ``XMLReader`` reports as it reads: elements only (the definitions need no text).
protocol XMLContentHandler {
  /// An element starts; `tag` is valid only during the call.
  mutating func startElement(_ tag: XMLStartTag) throws(StoryboardLoadError)
  /// The innermost open element ends; `end` is the document offset just after its end tag's
  /// `>` (or its empty-element tag's).
  mutating func endElement(at end: Int) throws(StoryboardLoadError)
}

/// A streaming XML 1.0 reader over UTF-8 bytes that checks well-formedness as it reads.
///
/// It accepts what storyboards can contain — an XML declaration, elements, attributes in either
/// quote style, the five predefined entities and character references, CDATA sections, comments
/// and processing instructions (with or without data) — and refuses document type
/// declarations, which are never read, fetched or expanded. Every fault is a
/// ``StoryboardLoadError`` with the line and column (in bytes, 1-based) where it is.
///
/// Bytes arrive in windows (``feed(_:count:isFinal:)``): the reader consumes every complete
/// piece of markup and returns how much it consumed; the caller keeps the rest and appends more.
/// Nothing recurses, so nesting depth costs memory, not stack.
struct XMLReader<Handler: XMLContentHandler> {
  /// Why reading a piece of markup stopped.
  enum Interruption: Error {
    /// The window ends inside it; read again from `resumeAt` with more bytes.
    case needMore(resumeAt: Int)
    /// The document is not well-formed (or the handler refused it).
    case failed(StoryboardLoadError)
  }

  /// Where the reader is in the document's grammar.
  enum Phase {
    /// Before the root element (`prolog`).
    case prolog
    /// Inside the root element.
    case content
    /// After the root element (`Misc*`).
    case epilogue
  }

  let path: String
  var handler: Handler
  /// ``XMLCharacters/table``, read once.
  let table = XMLCharacters.table

  // The window being read.
  var bytes: UnsafePointer<UInt8> = UnsafePointer(bitPattern: 1)!
  var end = 0
  var isFinal = false
  /// The document offset of `bytes[0]`.
  var windowOffset = 0

  // Lines: every line feed before `countedOffset` has been counted.
  var line = 1
  var lineStartOffset = 0
  var countedOffset = 0

  var phase = Phase.prolog
  /// Where an XML declaration may be: the start, or after a byte order mark.
  var declarationOffset = 0
  /// Whether anything but white space came before the root element.
  var sawMarkupBeforeRoot = false
  /// The names of the open elements, end to end, and where each starts and its line.
  var openNames: [UInt8] = []
  var openNameStarts: [Int] = []
  var openLines: [Int] = []
  /// The attributes of the tag being read (storage reused from tag to tag).
  var spans: [XMLAttributeSpan] = []
  /// The namespace prefixes the open elements declare, innermost last.
  var namespaceDeclarations: [NamespaceDeclaration] = []

  init(path: String, handler: Handler) {
    self.path = path
    self.handler = handler
  }

  /// Reads the complete markup in `pointer[0..<count]` and returns how many bytes it consumed;
  /// the caller passes the rest again, followed by more bytes. With `isFinal` the document ends
  /// with these bytes and is checked complete.
  mutating func feed(_ pointer: UnsafePointer<UInt8>, count: Int, isFinal: Bool)
    throws(StoryboardLoadError) -> Int
  {
    bytes = pointer
    end = count
    self.isFinal = isFinal
    var position = 0
    do throws(Interruption) {
      if windowOffset == 0 { position = try byteOrderMark() }
      while position < end {
        if bytes[position] == UInt8(ascii: "<") {
          try markup(&position)
        } else if phase == .content {
          try characterData(&position)
        } else {
          try spaceOutsideRoot(&position)
        }
      }
    } catch {
      switch error {
      case .failed(let failure): throw failure
      case .needMore(let resumeAt): position = resumeAt
      }
    }
    countLines(upTo: position)
    windowOffset += position
    if isFinal { try finish() }
    return position
  }

  // MARK: - Locations and errors

  /// Counts the line feeds up to `index` of the window.
  mutating func countLines(upTo index: Int) {
    var cursor = max(countedOffset - windowOffset, 0)
    guard index > cursor else { return }
    while let hit = memchr(bytes + cursor, 0x0A, index - cursor) {
      let found = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - bytes
      line += 1
      lineStartOffset = windowOffset + found + 1
      cursor = found + 1
    }
    countedOffset = windowOffset + index
  }

  /// The line and column of `index` in the window.
  mutating func location(of index: Int) -> SourcePosition {
    countLines(upTo: index)
    return SourcePosition(line: line, column: windowOffset + index - lineStartOffset + 1)
  }

  /// A failure at `index` of the window.
  mutating func failure(_ reason: StoryboardLoadError.Reason, at index: Int) -> Interruption {
    let place = location(of: index)
    return .failed(
      StoryboardLoadError(path: path, line: place.line, column: place.column, reason: reason))
  }

  /// Malformed XML at `index`: `detail` says what was found.
  mutating func malformed(_ detail: String, at index: Int) -> Interruption {
    failure(.malformedXML(detail), at: index)
  }

  /// The window ends inside a piece of markup that started at `start`: more bytes, or, at the
  /// end of the document, a truncated file.
  mutating func incomplete(from start: Int) -> Interruption {
    isFinal ? failure(.truncated, at: end) : .needMore(resumeAt: start)
  }

  // MARK: - Outside markup

  /// Skips a UTF-8 byte order mark; refuses UTF-16 and UTF-32 ones.
  private mutating func byteOrderMark() throws(Interruption) -> Int {
    let marks: [(bytes: [UInt8], isUTF8: Bool)] = [
      ([0xEF, 0xBB, 0xBF], true), ([0xFE, 0xFF], false), ([0xFF, 0xFE], false),
      ([0x00, 0x00, 0xFE, 0xFF], false),
    ]
    for mark in marks where end >= mark.bytes.count || isFinal {
      guard end >= mark.bytes.count,
        mark.bytes.indices.allSatisfy({ bytes[$0] == mark.bytes[$0] })
      else { continue }
      guard mark.isUTF8 else { throw failure(.notUTF8, at: 0) }
      declarationOffset = mark.bytes.count
      return mark.bytes.count
    }
    guard end >= 4 || isFinal else { throw .needMore(resumeAt: 0) }
    return 0
  }

  /// White space before or after the root element; anything else there is an error.
  private mutating func spaceOutsideRoot(_ position: inout Int) throws(Interruption) {
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") { return }
      guard table[Int(byte)] & XMLCharacters.space != 0 else {
        throw malformed(
          phase == .prolog
            ? "text before the root element" : "text after the end of the root element",
          at: position)
      }
      position += 1
    }
  }

  /// Character data inside the root element, checked but not kept: references, `]]>`, the
  /// characters XML allows, UTF-8.
  private mutating func characterData(_ position: inout Int) throws(Interruption) {
    var cursor = position
    defer { position = cursor }
    while cursor < end {
      // Indentation, most of the text of a storyboard, eight spaces at a time.
      while cursor + 8 <= end,
        UnsafeRawPointer(bytes + cursor).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
      {
        cursor += 8
      }
      guard cursor < end else { return }
      let byte = bytes[cursor]
      if table[Int(byte)] & XMLCharacters.textStop == 0 {
        cursor += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "<"): return
      case UInt8(ascii: "&"):
        switch XMLReferences.read(bytes, at: cursor, end: end) {
        case .character(_, let length): cursor += length
        case .incomplete: throw incomplete(from: cursor)
        case .invalid(let why, let offset): throw malformed(why, at: cursor + offset)
        }
      case UInt8(ascii: "]"):
        guard cursor + 2 < end else { throw incomplete(from: cursor) }
        if bytes[cursor + 1] == UInt8(ascii: "]"), bytes[cursor + 2] == UInt8(ascii: ">") {
          throw malformed("']]>' in text, where only a CDATA section may end", at: cursor)
        }
        cursor += 1
      default: cursor += try character(at: cursor, resumeAt: cursor)
      }
    }
  }

  /// Checks the character at `index`, which is not plain ASCII text (a control character or a
  /// multi-byte sequence), and returns its length; `resumeAt` is where to read again when the
  /// window ends inside it.
  mutating func character(at index: Int, resumeAt: Int) throws(Interruption) -> Int {
    let byte = bytes[index]
    guard byte >= 0x80 else {
      guard table[Int(byte)] & XMLCharacters.forbidden == 0 else {
        throw malformed(
          "the control character U+\(hex(UInt32(byte))), which XML does not allow", at: index)
      }
      return 1
    }
    let (scalar, length) = try scalar(at: index, resumeAt: resumeAt)
    guard XMLCharacters.isCharacter(scalar) else {
      throw malformed("the character U+\(hex(scalar)), which XML does not allow", at: index)
    }
    return length
  }

  /// Decodes the UTF-8 sequence at `index`.
  mutating func scalar(at index: Int, resumeAt: Int) throws(Interruption) -> (UInt32, Int) {
    switch XMLCharacters.decode(bytes, at: index, end: end) {
    case .scalar(let scalar, let length): return (scalar, length)
    case .incomplete: throw isFinal ? failure(.notUTF8, at: index) : .needMore(resumeAt: resumeAt)
    case .invalid: throw failure(.notUTF8, at: index)
    }
  }

  func hex(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: - The end of the document

  private mutating func finish() throws(StoryboardLoadError) {
    switch phase {
    case .epilogue: return
    case .content:
      throw StoryboardLoadError(
        path: path, line: line, column: windowOffset - lineStartOffset + 1, reason: .truncated)
    case .prolog:
      let reason: StoryboardLoadError.Reason =
        sawMarkupBeforeRoot ? .malformedXML("the document has no root element") : .empty
      let place =
        sawMarkupBeforeRoot
        ? SourcePosition(line: line, column: windowOffset - lineStartOffset + 1)
        : SourcePosition(line: 1, column: 1)
      throw StoryboardLoadError(
        path: path, line: place.line, column: place.column, reason: reason)
    }
  }
}
