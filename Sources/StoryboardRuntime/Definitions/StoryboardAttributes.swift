/// The attributes of a storyboard element, kept as the file writes them (`title="Save"
/// tag="7"`) in one string and decoded when read: reading a storyboard's views costs one copy
/// per view rather than a dictionary of strings. Equal when their decoded values are.
public struct StoryboardAttributes: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  /// The attributes as XML writes them, references unexpanded.
  package private(set) var text: String

  /// Attributes as a reader found them in a start tag: `name="value"` pairs, quoted with `"` or
  /// `'`, values with XML's references.
  package init(text: String) { self.text = text }

  /// The attributes `dictionary`, in name order.
  public init(_ dictionary: [String: String]) {
    text = dictionary.sorted { $0.key < $1.key }.map { "\($0.key)=\"\(Self.escaped($0.value))\"" }
      .joined(separator: " ")
  }

  /// The attributes of a dictionary literal.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The value of the attribute `name`, references expanded, or `nil`.
  public subscript(name: String) -> String? {
    let wanted = Array(name.utf8)
    var found: String?
    forEachAttribute { attribute, value in
      guard attribute.elementsEqual(wanted) else { return true }
      found = value()
      return false
    }
    return found
  }

  /// Where each attribute lies in ``text``, found in one pass: what a coder reads many
  /// attributes through, each found without decoding the others.
  struct Spans {
    fileprivate let text: String
    fileprivate let spans: [(name: Range<Int>, value: Range<Int>)]

    /// The value of the attribute `name`, references expanded, or `nil`.
    func value(of name: String) -> String? {
      var text = text
      var wanted = name
      return text.withUTF8 { bytes in
        wanted.withUTF8 { wanted in
          for span in spans where span.name.count == wanted.count {
            if bytes[span.name].elementsEqual(wanted) {
              return StoryboardAttributes.decoded(Array(bytes[span.value])[...])
            }
          }
          return nil
        }
      }
    }
  }

  /// The attributes' places, for reading several of them.
  func spans() -> Spans {
    var spans: [(name: Range<Int>, value: Range<Int>)] = []
    forEachSpan { name, value in
      spans.append((name, value))
      return true
    }
    return Spans(text: text, spans: spans)
  }

  /// Every attribute, by name.
  public var dictionary: [String: String] {
    var result: [String: String] = [:]
    forEachAttribute { attribute, value in
      result[String(decoding: attribute, as: UTF8.self)] = value()
      return true
    }
    return result
  }

  /// Whether there are none.
  public var isEmpty: Bool { text.allSatisfy(\.isWhitespace) }

  /// Equal when every attribute has the same value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.text == rhs.text || lhs.dictionary == rhs.dictionary
  }

  /// Calls `body` with each attribute's name and a way to decode its value, until it returns
  /// `false`.
  private func forEachAttribute(
    _ body: (UnsafeBufferPointer<UInt8>.SubSequence, () -> String) -> Bool
  ) {
    var copy = text
    copy.withUTF8 { bytes in
      forEachSpan { name, value in
        body(bytes[name]) { Self.decoded(Array(bytes[value])[...]) }
      }
    }
  }

  /// Calls `body` with the byte ranges of each attribute's name and value in ``text``, until
  /// it returns `false`. A malformed remainder ends the walk.
  private func forEachSpan(_ body: (Range<Int>, Range<Int>) -> Bool) {
    var copy = text
    copy.withUTF8 { bytes in
      func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
      var index = 0
      while true {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]) {
          index += 1
        }
        let nameEnd = index
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard nameEnd > nameStart, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
          return
        }
        index += 1
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == 34 || bytes[index] == 39 else { return }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        while index < bytes.count, bytes[index] != quote { index += 1 }
        let valueEnd = index
        index += 1
        guard body(nameStart..<nameEnd, valueStart..<valueEnd) else { return }
      }
    }
  }

  /// An attribute value with its references expanded and its line breaks and tabs read as
  /// spaces, as XML normalizes attribute values.
  static func decoded(_ raw: ArraySlice<UInt8>) -> String {
    guard raw.contains(where: { $0 == UInt8(ascii: "&") || $0 == 9 || $0 == 10 || $0 == 13 })
    else { return String(decoding: raw, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(raw.count)
    var index = raw.startIndex
    while index < raw.endIndex {
      let byte = raw[index]
      if byte == 9 || byte == 10 || byte == 13 {
        output.append(32)
        index += 1
        continue
      }
      guard byte == UInt8(ascii: "&"), let end = raw[index...].firstIndex(of: UInt8(ascii: ";"))
      else {
        output.append(byte)
        index += 1
        continue
      }
      let entity = String(decoding: raw[(index + 1)..<end], as: UTF8.self)
      let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][entity]
      let scalar: Unicode.Scalar? =
        named.flatMap(\.unicodeScalars.first)
        ?? (entity.hasPrefix("#x")
        ? UInt32(entity.dropFirst(2), radix: 16)
        : entity.hasPrefix("#")
          ? UInt32(entity.dropFirst()) : nil).flatMap(Unicode.Scalar.init)
      if let scalar {
        output += Array(String(Character(scalar)).utf8)
        index = end + 1
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `value` with `&`, `<` and `"` written as references.
  static func escaped(_ value: String) -> String {
    var result = ""
    for character in value {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case "\"": result += "&quot;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      default: result.append(character)
      }
    }
    return result
  }
}
