/// Splits Swift or Objective-C source into ``SourceToken``s, knowing what a regular expression
/// over lines does not: comments (nested in Swift), string literals with escapes, raw strings
/// (`#"…"#`), multi-line strings (`"""`), interpolation (`\(…)`, itself holding strings and
/// parentheses), Objective-C's `@"…"` and character literals. Nothing recurses without bound:
/// interpolation nests through an explicit stack.
package struct SourceTokenizer {
  private let bytes: [UInt8]
  private let isSwift: Bool
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// Whether the last string literal read was closed.
  private var lastStringClosed = true
  /// Where the first literal or comment that is not closed starts (a byte offset), or `nil`.
  package private(set) var firstUnclosed: Int?

  /// Prepares to read `text`; `isSwift` selects Swift's rules (nested comments, raw and
  /// multi-line strings) over Objective-C's (`@"…"`, character literals).
  package init(_ text: String, isSwift: Bool) {
    bytes = Array(text.utf8)
    self.isSwift = isSwift
  }

  /// Prepares to read the UTF-8 bytes `bytes` as they are (offsets stay those of the bytes,
  /// even where they are not valid UTF-8).
  package init(bytes: some Sequence<UInt8>, isSwift: Bool) {
    self.bytes = Array(bytes)
    self.isSwift = isSwift
  }

  /// Every token, in order. Unterminated literals and comments end at the end of the file.
  package mutating func tokens() -> [SourceToken] {
    var result: [SourceToken] = []
    while let token = next() { result.append(token) }
    return result
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func next() -> SourceToken? {
    while let byte = peek() {
      let (startLine, startColumn, start) = (line, index - lineStart + 1, index)
      func token(_ kind: SourceToken.Kind) -> SourceToken {
        // The kind is read first, so the reader stands at the token's end.
        SourceToken(kind: kind, line: startLine, column: startColumn, bytes: start..<index)
      }
      func string(_ value: String?) -> SourceToken {
        var made = token(.string(value))
        made.isClosed = lastStringClosed
        if !lastStringClosed, firstUnclosed == nil { firstUnclosed = start }
        return made
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        advance()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while let next = peek(), next != UInt8(ascii: "\n") { advance() }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        if !skipBlockComment(), firstUnclosed == nil { firstUnclosed = start }
      case UInt8(ascii: "\""):
        return string(readString(hashes: 0))
      case UInt8(ascii: "#") where isSwift && rawStringHashes() != nil:
        let hashes = rawStringHashes() ?? 0
        for _ in 0..<hashes { advance() }
        return string(readString(hashes: hashes))
      case UInt8(ascii: "@") where !isSwift && peek(1) == UInt8(ascii: "\""):
        advance()
        return string(readString(hashes: 0))
      case UInt8(ascii: "'") where !isSwift:
        skipCharacterLiteral()
      case UInt8(ascii: "=") where peek(1) == UInt8(ascii: "="),
        UInt8(ascii: "!") where peek(1) == UInt8(ascii: "="):
        advance()
        advance()
        return token(.punctuation(byte == UInt8(ascii: "=") ? "==" : "!="))
      case _ where Self.isIdentifierByte(byte) || byte == UInt8(ascii: "`"):
        return token(.identifier(readIdentifier()))
      default:
        advance()
        return token(.punctuation(String(decoding: [byte], as: UTF8.self)))
      }
    }
    return nil
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private mutating func readIdentifier() -> String {
    let quoted = peek() == UInt8(ascii: "`")
    if quoted { advance() }
    let start = index
    while let byte = peek(), Self.isIdentifierByte(byte) { advance() }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    if quoted, peek() == UInt8(ascii: "`") { advance() }
    return name
  }

  /// Skips a block comment; returns whether it is closed.
  private mutating func skipBlockComment() -> Bool {
    advance()
    advance()
    var depth = 1
    while depth > 0, let byte = peek() {
      if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        advance()
      } else if isSwift, byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        advance()
      }
      advance()
    }
    return depth == 0
  }

  private mutating func skipCharacterLiteral() {
    advance()
    while let byte = peek(), byte != UInt8(ascii: "\n") {
      advance()
      if byte == UInt8(ascii: "\\"), peek() != nil {
        advance()
      } else if byte == UInt8(ascii: "'") {
        return
      }
    }
  }

  /// The number of `#` before a `"` at the current position (a Swift raw string), or `nil`.
  private func rawStringHashes() -> Int? {
    var count = 0
    while peek(count) == UInt8(ascii: "#") { count += 1 }
    return peek(count) == UInt8(ascii: "\"") ? count : nil
  }

  /// Reads a string literal from its opening quote; returns its value, or `nil` if it
  /// interpolates.
  private mutating func readString(hashes: Int) -> String? {
    let isMultiline =
      isSwift && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    for _ in 0..<(isMultiline ? 3 : 1) { advance() }
    var value: [UInt8] = []
    var interpolates = false
    lastStringClosed = false
    while let byte = peek() {
      if byte == UInt8(ascii: "\""), closes(isMultiline: isMultiline, hashes: hashes) {
        for _ in 0..<((isMultiline ? 3 : 1) + hashes) { advance() }
        lastStringClosed = true
        break
      }
      if byte == UInt8(ascii: "\n"), !isMultiline { break }  // unterminated: stop at the line
      if byte == UInt8(ascii: "\\"), escapeHashesMatch(hashes) {
        for _ in 0...hashes { advance() }
        guard let escaped = peek() else { break }
        if escaped == UInt8(ascii: "(") && isSwift {
          interpolates = true
          skipInterpolation()
          continue
        }
        advance()
        switch escaped {
        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): value.append(0)
        case UInt8(ascii: "u") where peek() == UInt8(ascii: "{"):
          value += readUnicodeEscape()
        case UInt8(ascii: "\n") where isMultiline, UInt8(ascii: " ") where isMultiline:
          while let space = peek(), space == UInt8(ascii: " ") || space == UInt8(ascii: "\t") {
            advance()
          }
          if peek() == UInt8(ascii: "\n") { advance() }
        default: value.append(escaped)
        }
        continue
      }
      value.append(byte)
      advance()
    }
    guard !interpolates else { return nil }
    let text = String(decoding: value, as: UTF8.self)
    return isMultiline ? Self.multilineValue(text) : text
  }

  private func closes(isMultiline: Bool, hashes: Int) -> Bool {
    let quotes = isMultiline ? 3 : 1
    for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
    for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
    return true
  }

  /// Whether the backslash at the current position is followed by the raw string's `#`s.
  private func escapeHashesMatch(_ hashes: Int) -> Bool {
    for offset in 0..<hashes where peek(1 + offset) != UInt8(ascii: "#") { return false }
    return true
  }

  private mutating func readUnicodeEscape() -> [UInt8] {
    advance()
    var digits = ""
    while let byte = peek(), byte != UInt8(ascii: "}"), byte != UInt8(ascii: "\n") {
      digits.append(Character(UnicodeScalar(byte)))
      advance()
    }
    if peek() == UInt8(ascii: "}") { advance() }
    guard let code = UInt32(digits, radix: 16), let scalar = UnicodeScalar(code) else { return [] }
    return Array(String(scalar).utf8)
  }

  /// Skips `(…)` of an interpolation, with the strings and parentheses inside it, keeping
  /// count of nesting on a stack of open delimiters rather than by recursion.
  private mutating func skipInterpolation() {
    var open: [UInt8] = []  // `(` for a parenthesis, `"` for a string inside the interpolation
    repeat {
      guard let byte = peek() else { return }
      if open.last == UInt8(ascii: "\"") {
        if byte == UInt8(ascii: "\\") {
          advance()
          guard let escaped = peek() else { return }  // the file ends after the backslash
          if escaped == UInt8(ascii: "(") { open.append(UInt8(ascii: "(")) }
        } else if byte == UInt8(ascii: "\"") {
          open.removeLast()
        } else if byte == UInt8(ascii: "\n") {
          open.removeLast()  // an unterminated string inside: give up on it at the line
        }
      } else if byte == UInt8(ascii: "(") {
        open.append(byte)
      } else if byte == UInt8(ascii: ")") {
        open.removeLast()
      } else if byte == UInt8(ascii: "\"") {
        open.append(byte)
      }
      advance()
    } while !open.isEmpty
  }

  /// A multi-line literal's value: the indentation of its closing line removed from every
  /// line, without the line breaks after the opening and before the closing delimiter.
  private static func multilineValue(_ raw: String) -> String {
    var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeFirst() }
    let indentation = lines.last.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? ""
    if lines.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeLast() }
    return lines.map { $0.hasPrefix(indentation) ? String($0.dropFirst(indentation.count)) : $0 }
      .joined(separator: "\n")
  }
}
