import StoryboardLoader
import StoryboardRuntime

/// A storyboard file's bytes with the byte span of every element and attribute value, for
/// edits that leave every other byte as it was (``StoryboardSplice``).
///
/// The scanner expects a well-formed document (read it with `StoryboardLoader` first, which
/// checks): it skips comments, CDATA sections, processing instructions and declarations, and
/// records elements and attributes only.
public struct StoryboardSource: Sendable {
  /// An attribute of a start tag.
  public struct Attribute: Sendable, Equatable {
    /// The attribute's name.
    public var name: String
    /// The value as written, entities not expanded.
    public var rawValue: String
    /// Where the value lies, quotes excluded.
    public var valueRange: Range<Int>

    /// The value with the predefined entities and character references expanded.
    public var value: String { StoryboardSource.decoded(rawValue) }
  }

  /// An element: its start tag, its attributes and where it ends.
  public struct Element: Sendable {
    /// The element's name.
    public var name: String
    /// Where its start tag begins (`<`).
    public var start: Int
    /// Just after its start tag's `>`.
    public var startTagEnd: Int
    /// Just after its end tag's `>` (or the start tag's, for an empty element).
    public var end: Int
    /// The enclosing element's index, or `nil` for the document element.
    public var parent: Int?
    /// How deep it is: 0 for the document element.
    public var depth: Int
    /// Its attributes, in order.
    public var attributes: [Attribute]

    /// The attribute `name`, if present.
    public func attribute(_ name: String) -> Attribute? {
      attributes.first { $0.name == name }
    }

    /// The expanded value of the attribute `name`, if present.
    public func value(_ name: String) -> String? { attribute(name)?.value }

    /// Where the element's name ends in its start tag (where an attribute can be inserted).
    public var nameEnd: Int { start + 1 + name.utf8.count }
  }

  /// The file's bytes.
  public let bytes: [UInt8]
  /// Every element, in document order.
  public let elements: [Element]

  /// Scans `bytes`.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var elements: [Element] = []
    var open: [Int] = []
    var index = 0
    let count = bytes.count
    func starts(with text: StaticString, at position: Int) -> Bool {
      let length = text.utf8CodeUnitCount
      guard position + length <= count else { return false }
      for offset in 0..<length where bytes[position + offset] != text.utf8Start[offset] {
        return false
      }
      return true
    }
    func skip(past terminator: StaticString, from position: Int) -> Int {
      var position = position
      while position < count, !starts(with: terminator, at: position) { position += 1 }
      return min(count, position + terminator.utf8CodeUnitCount)
    }
    while index < count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if starts(with: "<!--", at: index) {
        index = skip(past: "-->", from: index + 4)
      } else if starts(with: "<![CDATA[", at: index) {
        index = skip(past: "]]>", from: index + 9)
      } else if starts(with: "<?", at: index) {
        index = skip(past: "?>", from: index + 2)
      } else if starts(with: "<!", at: index) {
        index = skip(past: ">", from: index + 2)
      } else if starts(with: "</", at: index) {
        let end = skip(past: ">", from: index + 2)
        if let last = open.popLast() { elements[last].end = end }
        index = end
      } else {
        var (element, next, isEmpty) = Self.startTag(bytes, at: index)
        element.parent = open.last
        element.depth = open.count
        elements.append(element)
        if !isEmpty { open.append(elements.count - 1) }
        index = next
      }
    }
    self.elements = elements
  }

  /// The start tag at `start`: the element (its end set to the tag's end), the index after the
  /// tag, and whether it is an empty-element tag.
  private static func startTag(_ bytes: [UInt8], at start: Int) -> (Element, Int, Bool) {
    let count = bytes.count
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    func isNameEnd(_ byte: UInt8) -> Bool {
      isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
        || byte == UInt8(ascii: "=")
    }
    var index = start + 1
    let nameStart = index
    while index < count, !isNameEnd(bytes[index]) { index += 1 }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    var attributes: [Attribute] = []
    var isEmpty = false
    while index < count {
      let byte = bytes[index]
      if isSpace(byte) {
        index += 1
      } else if byte == UInt8(ascii: ">") {
        index += 1
        break
      } else if byte == UInt8(ascii: "/") {
        isEmpty = true
        index += 1
      } else {
        let attributeStart = index
        while index < count, !isNameEnd(bytes[index]) { index += 1 }
        let attributeName = String(decoding: bytes[attributeStart..<index], as: UTF8.self)
        while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") {
          index += 1
        }
        guard index < count else { break }
        let quote = bytes[index]
        let valueStart = index + 1
        index = valueStart
        while index < count, bytes[index] != quote { index += 1 }
        attributes.append(
          Attribute(
            name: attributeName,
            rawValue: String(decoding: bytes[valueStart..<index], as: UTF8.self),
            valueRange: valueStart..<index))
        index += 1
      }
    }
    let element = Element(
      name: name, start: start, startTagEnd: index, end: index, parent: nil, depth: 0,
      attributes: attributes)
    return (element, index, isEmpty)
  }

  /// `text` with the five predefined entities and character references expanded.
  static func decoded(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = text[...]
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: ampersand)..<semicolon]
      switch entity {
      case "amp": result += "&"
      case "lt": result += "<"
      case "gt": result += ">"
      case "quot": result += "\""
      case "apos": result += "'"
      default:
        let number =
          entity.hasPrefix("#x")
          ? UInt32(entity.dropFirst(2), radix: 16)
          : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
        if let number, let scalar = Unicode.Scalar(number) {
          result.unicodeScalars.append(scalar)
        } else {
          result += rest[ampersand...semicolon]
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  /// `text` escaped for an attribute value in double quotes.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  // MARK: - Lines

  /// Where the line holding `offset` starts.
  public func lineStart(of offset: Int) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
    return index
  }

  /// Just after the line break that ends the line holding `offset` (or the end of the file).
  public func lineEnd(of offset: Int) -> Int {
    var index = offset
    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    return min(bytes.count, index + 1)
  }

  /// The white space that starts the line holding `offset`.
  public func indentation(of offset: Int) -> String {
    let start = lineStart(of: offset)
    var index = start
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The file's line break: `\r\n` when its first line ends so, else `\n`.
  public var lineBreak: String {
    guard let newline = bytes.firstIndex(of: 0x0A) else { return "\n" }
    return newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
  }

  /// The text of `range`.
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
