/// The attributes of a storyboard element, kept as the file writes them (`title="Save"
/// tag="7"`) in a string and decoded when read: reading a storyboard's views costs no
/// dictionary of strings, and the objects of one scene share one string. Equal when their
/// decoded values are.
public struct StoryboardAttributes: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  /// The UTF-8 text the attributes lie in, as XML writes them, references unexpanded; maybe
  /// shared with other elements' attributes. Values are decoded (and any invalid UTF-8
  /// repaired) when read.
  private var storage: [UInt8]
  /// Where in ``storage`` they lie.
  private var range: Range<Int>

  /// Attributes as a reader found them in a start tag: `name="value"` pairs, quoted with `"` or
  /// `'`, values with XML's references.
  package init(text: String) {
    storage = Array(text.utf8)
    range = 0..<storage.count
  }

  /// The attributes written in the UTF-8 `text` at `range` (`text` holds those of several
  /// elements, each at its range).
  package init(text: [UInt8], range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= text.count)
    storage = text
    self.range = range
  }

  /// Appends the attributes as written to `text`.
  package func appendText(to text: inout [UInt8]) {
    text.append(contentsOf: storage[range])
  }

  /// The attributes `dictionary`, in name order.
  public init(_ dictionary: [String: String]) {
    self.init(
      text: dictionary.sorted { $0.key < $1.key }
        .map { "\($0.key)=\"\(Self.escaped($0.value))\"" }.joined(separator: " "))
  }

  /// The attributes of a dictionary literal.
  public init(dictionaryLiteral elements: (String, String)...) {
    if elements.isEmpty {
      self.init(text: "")
    } else {
      self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
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
    fileprivate let storage: [UInt8]
    fileprivate let spans: [(name: Range<Int>, value: Range<Int>)]

    /// The value of the attribute `name`, references expanded, or `nil`.
    func value(of name: String) -> String? {
      withValue(of: name) { StoryboardAttributes.decoded($0) }
    }

    /// Whether the attribute `name` is written `YES` or `true`, or `nil` when it is absent.
    func boolean(_ name: String) -> Bool? {
      withValue(of: name) { raw in
        raw.elementsEqual("YES".utf8) || raw.elementsEqual("true".utf8)
      }
    }

    /// The attribute `name` as a decimal integer, or `nil` when absent or not one.
    func integer(_ name: String) -> Int? {
      withValue(of: name) { raw in StoryboardAttributes.integer(raw) } ?? nil
    }

    /// The attribute `name` as a number, or `nil` when absent or not a number.
    func number(_ name: String) -> Double? {
      withValue(of: name) { raw in
        StoryboardAttributes.integer(raw).map(Double.init)
          ?? Double(String(decoding: raw, as: UTF8.self))
      } ?? nil
    }

    /// `body` applied to the bytes of the attribute `name`, references expanded, or `nil`.
    private func withValue<Result>(
      of name: String, _ body: (UnsafeBufferPointer<UInt8>.SubSequence) -> Result
    ) -> Result? {
      storage.withUnsafeBufferPointer { bytes in
        StoryboardAttributes.withBytes(of: name) { wanted in
          for span in spans where span.name.count == wanted.count {
            guard bytes[span.name].elementsEqual(wanted) else { continue }
            let raw = bytes[span.value]
            guard StoryboardAttributes.needsDecoding(raw) else { return body(raw) }
            return StoryboardAttributes.withBytes(of: StoryboardAttributes.decoded(raw)) {
              body($0[...])
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
    spans.reserveCapacity(8)
    forEachSpan { name, value in
      spans.append((name, value))
      return true
    }
    return Spans(storage: storage, spans: spans)
  }

  /// `raw` read as `Int` reads a decimal string (an optional sign, then digits), or `nil`.
  fileprivate static func integer(_ raw: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
    var digits = raw[...]
    let isNegative = digits.first == UInt8(ascii: "-")
    if isNegative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 18 else {
      return Int(String(decoding: raw, as: UTF8.self))
    }
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return isNegative ? -value : value
  }

  /// `body` applied to the UTF-8 bytes of `string`, without copying a native string.
  fileprivate static func withBytes<Result>(
    of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = string
    return copy.withUTF8(body)
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
  public var isEmpty: Bool {
    var isEmpty = true
    forEachSpan { _, _ in
      isEmpty = false
      return false
    }
    return isEmpty
  }

  /// Equal when every attribute has the same value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage[lhs.range].elementsEqual(rhs.storage[rhs.range])
      || lhs.dictionary == rhs.dictionary
  }

  /// Calls `body` with each attribute's name and a way to decode its value, until it returns
  /// `false`.
  private func forEachAttribute(
    _ body: (UnsafeBufferPointer<UInt8>.SubSequence, () -> String) -> Bool
  ) {
    storage.withUnsafeBufferPointer { bytes in
      forEachSpan { name, value in
        body(bytes[name]) { Self.decoded(bytes[value]) }
      }
    }
  }

  /// Calls `body` with the byte ranges of each attribute's name and value in ``storage``, until
  /// it returns `false`. A malformed remainder ends the walk.
  private func forEachSpan(_ body: (Range<Int>, Range<Int>) -> Bool) {
    storage.withUnsafeBufferPointer { bytes in
      func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
      var index = range.lowerBound
      let end = range.upperBound
      while true {
        while index < end, isSpace(bytes[index]) { index += 1 }
        let nameStart = index
        while index < end, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]) {
          index += 1
        }
        let nameEnd = index
        while index < end, isSpace(bytes[index]) { index += 1 }
        guard nameEnd > nameStart, index < end, bytes[index] == UInt8(ascii: "=") else {
          return
        }
        index += 1
        while index < end, isSpace(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == 34 || bytes[index] == 39 else { return }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        while index < end, bytes[index] != quote { index += 1 }
        let valueEnd = index
        index += 1
        guard body(nameStart..<nameEnd, valueStart..<valueEnd) else { return }
      }
    }
  }

  /// An attribute value with its references expanded and its line breaks and tabs read as
  /// spaces, as XML normalizes attribute values.
  static func decoded(_ raw: UnsafeBufferPointer<UInt8>.SubSequence) -> String {
    guard needsDecoding(raw) else { return String(decoding: raw, as: UTF8.self) }
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

  /// Whether `raw` holds a reference or a character XML reads as a space.
  fileprivate static func needsDecoding(_ raw: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    raw.contains { $0 == UInt8(ascii: "&") || $0 == 9 || $0 == 10 || $0 == 13 }
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
