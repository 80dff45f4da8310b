import StoryboardLoader
import StoryboardRuntime

/// A storyboard file's bytes with the byte span of every element and attribute value, for
/// edits that leave every other byte as it was (``StoryboardSplice``).
///
/// The bytes are read by the storyboard reader itself (comments, CDATA sections and
/// processing instructions are skipped); only elements and attributes are recorded.
public struct StoryboardSource: Sendable {
  /// An attribute of a start tag.
  public struct Attribute: Sendable, Equatable {
    /// The attribute's name.
    public var name: String
    /// The value as written, entities not expanded.
    public var rawValue: String
    /// Where the value lies, quotes excluded.
    public var valueRange: Range<Int>

    /// The value as the loader reads it: the predefined entities and character references
    /// expanded, tabs and line breaks as spaces.
    public var value: String { XMLElementScan.value(ofRaw: rawValue) }
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

  /// Scans `bytes` with the storyboard reader.
  ///
  /// The document should be well-formed (a storyboard the loader reads): where it is not, the
  /// elements are those before the fault.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    elements = XMLElementScan.elements(of: bytes, path: "").elements.map { element in
      Element(
        name: element.name, start: element.start, startTagEnd: element.startTagEnd,
        end: element.end, parent: element.parent, depth: element.depth,
        attributes: element.attributes.map {
          Attribute(name: $0.name, rawValue: $0.rawValue, valueRange: $0.valueRange)
        })
    }
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
