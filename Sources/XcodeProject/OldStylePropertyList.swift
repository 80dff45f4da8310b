/// A reader of old-style (OpenStep) property lists, the format of `project.pbxproj`: strings
/// (quoted or bare), `<hex>` data, `( … , )` arrays and `{ key = value; }` dictionaries, with
/// `//` and `/* */` comments.
///
/// Foundation's `PropertyListSerialization` reads the format too, but it reports every
/// error on "line 1" (the real line is in a nested error) and logs to standard error; this
/// reader gives the line and column of each problem, rejects a key given twice (what a bad
/// merge leaves) and names merge conflict markers, and keeps each value's line for the
/// errors of the project model above it.
package struct OldStylePropertyList {
  /// How deep arrays and dictionaries may nest: a project file nests six deep at most.
  package static let depthLimit = 256

  private let bytes: [UInt8]
  private let path: String
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Reads `bytes`, the contents of the file at `path` (named in errors).
  /// - Throws: ``XcodeProjectError`` at the first problem, with its line and column.
  package static func parse(_ bytes: [UInt8], path: String) throws(XcodeProjectError)
    -> PropertyListNode
  {
    var reader = OldStylePropertyList(bytes: bytes, path: path)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    try reader.skipTrivia()
    guard reader.index < bytes.count else {
      throw reader.error(.syntax(expected: "a property list", found: "the end of the file"))
    }
    let root = try reader.value(depth: 0)
    try reader.skipTrivia()
    guard reader.index >= bytes.count else {
      throw reader.error(.syntax(expected: "the end of the file", found: reader.found))
    }
    return root
  }

  private init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }

  // MARK: Values

  private mutating func value(depth: Int) throws(XcodeProjectError) -> PropertyListNode {
    guard depth < Self.depthLimit else { throw error(.nestedTooDeeply(limit: Self.depthLimit)) }
    let startLine = line
    switch bytes[index] {
    case UInt8(ascii: "{"): return PropertyListNode(try dictionary(depth: depth), line: startLine)
    case UInt8(ascii: "("): return PropertyListNode(try array(depth: depth), line: startLine)
    case UInt8(ascii: "<"): return PropertyListNode(.data(try data()), line: startLine)
    default: return PropertyListNode(.string(try string(what: "a value")), line: startLine)
    }
  }

  private mutating func dictionary(depth: Int) throws(XcodeProjectError)
    -> PropertyListNode.Value
  {
    index += 1
    var entries: [String: PropertyListNode] = [:]
    var keyLines: [String: Int] = [:]
    while true {
      try skipTrivia()
      guard index < bytes.count else {
        throw error(.syntax(expected: "'}' or a key", found: "the end of the file"))
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .dictionary(entries)
      }
      let keyLine = line
      let keyStart = mark
      let key = try string(what: "a key or '}'")
      let afterKey = mark
      try skipTrivia()
      try expect("=", after: "the key '\(key)'", at: afterKey)
      try skipTrivia()
      guard index < bytes.count else {
        throw error(.syntax(expected: "the value of '\(key)'", found: "the end of the file"))
      }
      let node = try value(depth: depth + 1)
      let afterValue = mark
      try skipTrivia()
      try expect(";", after: "the value of '\(key)'", at: afterValue)
      if let first = keyLines[key] {
        throw error(.duplicateKey(key, firstLine: first), at: keyStart)
      }
      keyLines[key] = keyLine
      entries[key] = node
    }
  }

  private mutating func array(depth: Int) throws(XcodeProjectError) -> PropertyListNode.Value {
    index += 1
    var elements: [PropertyListNode] = []
    while true {
      try skipTrivia()
      guard index < bytes.count else {
        throw error(.syntax(expected: "')' or a value", found: "the end of the file"))
      }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        return .array(elements)
      }
      elements.append(try value(depth: depth + 1))
      try skipTrivia()
      guard index < bytes.count else {
        throw error(.syntax(expected: "',' or ')'", found: "the end of the file"))
      }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: ")"): continue
      default: throw error(.syntax(expected: "',' or ')' after an element", found: found))
      }
    }
  }

  private mutating func data() throws(XcodeProjectError) -> [UInt8] {
    let start = mark
    index += 1
    var result: [UInt8] = []
    var high: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        guard high == nil else {
          throw error(.syntax(expected: "an even number of hex digits", found: "'>'"))
        }
        index += 1
        return result
      }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isNewline(byte) {
        advance()
        continue
      }
      guard let nibble = Self.hexValue(byte) else {
        throw error(.syntax(expected: "a hex digit or '>' in data", found: found))
      }
      if let first = high {
        result.append(first << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
      index += 1
    }
    throw error(.syntax(expected: "'>' to end the data", found: "the end of the file"), at: start)
  }

  // MARK: Strings

  private mutating func string(what: String) throws(XcodeProjectError) -> String {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try quoted(byte) }
    let start = index
    while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
    guard index > start else { throw error(.syntax(expected: what, found: found)) }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func quoted(_ quote: UInt8) throws(XcodeProjectError) -> String {
    let start = mark
    index += 1
    let contentStart = index
    while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") {
      advance()
    }
    guard index < bytes.count else { throw error(.unterminatedString, at: start) }
    if bytes[index] == quote {
      defer { index += 1 }
      guard let text = String(validating: bytes[contentStart..<index], as: UTF8.self) else {
        throw error(.invalidEncoding, at: start)
      }
      return text
    }
    var buffer = Array(bytes[contentStart..<index])
    while index < bytes.count, bytes[index] != quote {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 1
        guard index < bytes.count else { break }
        try escape(into: &buffer)
      } else {
        buffer.append(bytes[index])
        advance()
      }
    }
    guard index < bytes.count else { throw error(.unterminatedString, at: start) }
    index += 1
    guard let text = String(validating: buffer, as: UTF8.self) else {
      throw error(.invalidEncoding, at: start)
    }
    return text
  }

  /// Appends the character of the escape after a backslash: `\n`, `\"`, `\U00e9`, `\101`…
  private mutating func escape(into buffer: inout [UInt8]) throws(XcodeProjectError) {
    let byte = bytes[index]
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10,
      UInt8(ascii: "r"): 13, UInt8(ascii: "t"): 9, UInt8(ascii: "v"): 11,
    ]
    if let replacement = simple[byte] {
      buffer.append(replacement)
      index += 1
    } else if byte == UInt8(ascii: "U") || byte == UInt8(ascii: "u") {
      index += 1
      var scalar: UInt32 = 0
      var digits = 0
      while digits < 4, index < bytes.count, let nibble = Self.hexValue(bytes[index]) {
        scalar = scalar << 4 | UInt32(nibble)
        digits += 1
        index += 1
      }
      guard digits > 0, let unicode = Unicode.Scalar(scalar) else {
        throw error(.syntax(expected: "hex digits of a \\U escape", found: found))
      }
      buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
    } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) {
      var value = 0
      var digits = 0
      while digits < 3, index < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index])
      {
        value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
        digits += 1
        index += 1
      }
      buffer.append(contentsOf: Array(String(Character(Unicode.Scalar(UInt8(value & 0xFF)))).utf8))
    } else {
      buffer.append(byte)
      advance()
    }
  }

  // MARK: Trivia

  /// Skips white space and comments; names merge conflict markers.
  private mutating func skipTrivia() throws(XcodeProjectError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isNewline(byte) {
        advance()
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, !isNewline(bytes[index]) { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let start = mark
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          advance()
        }
        guard index + 1 < bytes.count else { throw error(.unterminatedComment, at: start) }
        index += 2
      } else if isConflictMarker, isAtLineIndent {
        throw error(.mergeConflict)
      } else {
        return
      }
    }
  }

  /// Whether only tabs and spaces precede `index` on its line.
  private var isAtLineIndent: Bool {
    bytes[lineStart..<index].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  /// Whether seven `<`, `=` or `>` start here.
  private var isConflictMarker: Bool {
    let byte = bytes[index]
    guard byte == UInt8(ascii: "<") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">"),
      index + 7 <= bytes.count
    else { return false }
    return bytes[index..<index + 7].allSatisfy { $0 == byte }
  }

  // MARK: Positions

  private struct Mark {
    var line: Int
    var column: Int
  }

  private var mark: Mark { Mark(line: line, column: index - lineStart + 1) }

  private func isNewline(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// Steps over one byte, counting lines (`\r\n` is one line break).
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n")
      || (byte == UInt8(ascii: "\r")
        && (index >= bytes.count || bytes[index] != UInt8(ascii: "\n")))
    {
      line += 1
      lineStart = index
    }
  }

  /// Steps over `character`, or throws the error of its absence, located at `end` (where
  /// the token before it ends, as compilers point at a missing separator).
  private mutating func expect(_ character: Unicode.Scalar, after what: String, at end: Mark)
    throws(XcodeProjectError)
  {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
      let found = index < bytes.count ? self.found : "the end of the file"
      throw error(.syntax(expected: "'\(character)' after \(what)", found: found), at: end)
    }
    index += 1
  }

  /// The character at `index`, quoted, as an error names it.
  private var found: String {
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private func error(_ reason: XcodeProjectError.Reason, at mark: Mark? = nil)
    -> XcodeProjectError
  {
    let at = mark ?? self.mark
    return XcodeProjectError(path: path, line: at.line, column: at.column, reason: reason)
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
