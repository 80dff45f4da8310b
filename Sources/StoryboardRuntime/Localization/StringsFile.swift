import Foundation

/// A `.strings` file, as Xcode writes one and `NSLocalizedString` reads it: `"key" = "value";`
/// entries with `/* … */` and `//` comments, in UTF-8 or UTF-16 (with its byte-order mark).
/// Keys and values are quoted (with the escapes `\n`, `\t`, `\r`, `\"`, `\\`, `\Uxxxx`) or
/// bare words; `"key";` alone maps a key to itself. A later entry for a key replaces an
/// earlier one, as Foundation's reader does.
package struct StringsFile: Sendable, Equatable {
  /// The values by key.
  package var entries: [String: String] = [:]
  /// The keys in the order the file first writes them.
  package var keys: [String] = []

  /// Reads the file at `path`.
  /// - Throws: ``StringsFileError`` naming the file, line and column of the first mistake.
  package init(contentsOfFile path: String) throws(StringsFileError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StringsFileError(path: path, line: 0, column: 0, reason: .unreadable)
    }
    try self.init(data: [UInt8](data), path: path)
  }

  /// Reads `data`, the bytes of the file at `path` (which errors name).
  package init(data: [UInt8], path: String) throws(StringsFileError) {
    guard let text = Self.decode(data) else {
      throw StringsFileError(path: path, line: 1, column: 1, reason: .notText)
    }
    var scanner = Scanner(characters: Array(text.unicodeScalars), path: path)
    while let key = try scanner.nextKey() {
      let value = try scanner.valueAndTerminator(for: key)
      if entries.updateValue(value, forKey: key) == nil { keys.append(key) }
    }
  }

  /// The text of a file: UTF-16 after its byte-order mark, else UTF-8 (after an optional
  /// mark), else `nil`.
  static func decode(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      let bigEndian = bytes[0] == 0xFE
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var index = 2
      while index + 1 < bytes.count {
        let high = UInt16(bytes[bigEndian ? index : index + 1])
        let low = UInt16(bytes[bigEndian ? index + 1 : index])
        units.append(high << 8 | low)
        index += 2
      }
      var text = ""
      var iterator = units.makeIterator()
      var decoder = UTF16()
      while case .scalarValue(let scalar) = decoder.decode(&iterator) {
        text.unicodeScalars.append(scalar)
      }
      return text
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(validating: body, as: UTF8.self)
  }

  /// Reads entries one token at a time, counting lines and columns.
  private struct Scanner {
    let characters: [Unicode.Scalar]
    let path: String
    var index = 0
    var line = 1
    var lineStart = 0

    init(characters: [Unicode.Scalar], path: String) {
      self.characters = characters
      self.path = path
    }

    func error(_ reason: StringsFileError.Reason) -> StringsFileError {
      StringsFileError(path: path, line: line, column: index - lineStart + 1, reason: reason)
    }

    /// The next entry's key, or `nil` at the end of the file.
    mutating func nextKey() throws(StringsFileError) -> String? {
      try skipSpaceAndComments()
      guard index < characters.count else { return nil }
      return try string(expecting: "a key")
    }

    /// The value after `key` (`= "value"`, or the key itself when `;` follows) and its `;`.
    mutating func valueAndTerminator(for key: String) throws(StringsFileError) -> String {
      try skipSpaceAndComments()
      var value = key
      if peek == "=" {
        index += 1
        try skipSpaceAndComments()
        value = try string(expecting: "the value of \"\(key)\"")
        try skipSpaceAndComments()
      }
      guard peek == ";" else { throw error(.missingSemicolon(key: key)) }
      index += 1
      return value
    }

    var peek: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

    mutating func skipSpaceAndComments() throws(StringsFileError) {
      while let character = peek {
        if character == "\n" {
          index += 1
          line += 1
          lineStart = index
        } else if character == " " || character == "\t" || character == "\r" {
          index += 1
        } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
          let start = error(.unterminatedComment)
          index += 2
          while index + 1 < characters.count,
            !(characters[index] == "*" && characters[index + 1] == "/")
          {
            advanceCountingLines()
          }
          guard index + 1 < characters.count else { throw start }
          index += 2
        } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
          while let next = peek, next != "\n" { index += 1 }
        } else {
          return
        }
      }
    }

    mutating func advanceCountingLines() {
      if characters[index] == "\n" {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }

    /// A quoted string or a bare word.
    mutating func string(expecting what: String) throws(StringsFileError) -> String {
      guard let first = peek else { throw error(.expected(what, found: "the end of the file")) }
      if first == "\"" { return try quoted() }
      var word = ""
      while let character = peek, Self.isWordCharacter(character) {
        word.unicodeScalars.append(character)
        index += 1
      }
      guard !word.isEmpty else { throw error(.expected(what, found: "\"\(first)\"")) }
      return word
    }

    static func isWordCharacter(_ character: Unicode.Scalar) -> Bool {
      switch character {
      case "a"..."z", "A"..."Z", "0"..."9", "_", "$", ".", ":", "/", "-": return true
      default: return false
      }
    }

    mutating func quoted() throws(StringsFileError) -> String {
      let start = error(.unterminatedString)
      index += 1
      var text = ""
      while let character = peek {
        if character == "\"" {
          index += 1
          return text
        }
        if character == "\\" {
          index += 1
          guard let escaped = peek else { break }
          index += 1
          try appendEscape(escaped, to: &text)
          continue
        }
        advanceCountingLines()
        text.unicodeScalars.append(character)
      }
      throw start
    }

    mutating func appendEscape(_ escaped: Unicode.Scalar, to text: inout String)
      throws(StringsFileError)
    {
      switch escaped {
      case "n": text += "\n"
      case "t": text += "\t"
      case "r": text += "\r"
      case "a": text += "\u{07}"
      case "b": text += "\u{08}"
      case "f": text += "\u{0C}"
      case "v": text += "\u{0B}"
      case "U", "u":
        var value: UInt32 = 0
        for _ in 0..<4 {
          guard let digit = peek, let number = Self.hexValue(digit) else {
            throw error(.badEscape("\\\(escaped) needs four hexadecimal digits"))
          }
          value = value << 4 | number
          index += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
          throw error(.badEscape("\\U\(String(value, radix: 16)) is not a character"))
        }
        text.unicodeScalars.append(scalar)
      case "0"..."7":
        var value = escaped.value - 48
        for _ in 0..<2 {
          guard let digit = peek, ("0"..."7").contains(digit) else { break }
          value = value * 8 + digit.value - 48
          index += 1
        }
        text.unicodeScalars.append(Unicode.Scalar(value) ?? "?")
      default:
        if escaped == "\n" {
          line += 1
          lineStart = index
        }
        text.unicodeScalars.append(escaped)
      }
    }

    static func hexValue(_ digit: Unicode.Scalar) -> UInt32? {
      switch digit {
      case "0"..."9": return digit.value - 48
      case "a"..."f": return digit.value - 87
      case "A"..."F": return digit.value - 55
      default: return nil
      }
    }
  }
}
