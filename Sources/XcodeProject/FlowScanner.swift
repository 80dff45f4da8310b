/// Reads a YAML inline value: a flow sequence (`[a, b]`), a flow mapping (`{a: 1}`), a quoted
/// scalar (`"…"` with escapes, `'…'` with `''`) or a plain scalar.
struct FlowScanner {
  private let text: Substring
  private var index: Substring.Index
  private let line: Int
  private let column: Int
  private let path: String

  init(text: Substring, line: Int, column: Int, path: String) {
    self.text = text
    self.index = text.startIndex
    self.line = line
    self.column = column
    self.path = path
  }

  /// Whether the brackets and quotes of `text` are all closed.
  static func isBalanced(_ text: String) -> Bool {
    var depth = 0
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "[" || character == "{" {
        depth += 1
      } else if character == "]" || character == "}" {
        depth -= 1
      }
    }
    return depth <= 0 && quote == nil
  }

  private func error(_ expected: String) -> XcodeProjectError {
    let found = index < text.endIndex ? "'\(text[index])'" : "the end of the line"
    let offset = text.distance(from: text.startIndex, to: index)
    return XcodeProjectError(
      path: path, line: line, column: column + offset,
      reason: .syntax(expected: expected, found: found))
  }

  private mutating func skipSpaces() {
    while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
  }

  /// Throws unless only spaces are left.
  mutating func expectEnd() throws(XcodeProjectError) {
    skipSpaces()
    guard index == text.endIndex else { throw error("the end of the value") }
  }

  /// The value at the current position; inside a flow collection (`inFlow`) a plain scalar
  /// ends at `,`, `]` or `}`.
  mutating func value(depth: Int, inFlow: Bool = false) throws(XcodeProjectError) -> YAMLNode {
    skipSpaces()
    guard depth < YAMLReader.depthLimit else {
      throw XcodeProjectError(
        path: path, line: line, reason: .nestedTooDeeply(limit: YAMLReader.depthLimit))
    }
    guard index < text.endIndex else { return YAMLNode(value: .null, line: line) }
    switch text[index] {
    case "[":
      index = text.index(after: index)
      var elements: [YAMLNode] = []
      while true {
        skipSpaces()
        guard index < text.endIndex else { throw error("']'") }
        if text[index] == "]" {
          index = text.index(after: index)
          return YAMLNode(value: .sequence(elements), line: line)
        }
        elements.append(try value(depth: depth + 1, inFlow: true))
        skipSpaces()
        if index < text.endIndex, text[index] == "," { index = text.index(after: index) }
      }
    case "{":
      index = text.index(after: index)
      var entries: [YAMLNode.Entry] = []
      while true {
        skipSpaces()
        guard index < text.endIndex else { throw error("'}'") }
        if text[index] == "}" {
          index = text.index(after: index)
          return YAMLNode(value: .mapping(entries), line: line)
        }
        let key = try scalarText(inFlow: true, stoppingAtColon: true)
        skipSpaces()
        var entryValue = YAMLNode(value: .null, line: line)
        if index < text.endIndex, text[index] == ":" {
          index = text.index(after: index)
          entryValue = try value(depth: depth + 1, inFlow: true)
        }
        entries.removeAll { $0.key == key }
        entries.append(YAMLNode.Entry(key: key, value: entryValue))
        skipSpaces()
        if index < text.endIndex, text[index] == "," { index = text.index(after: index) }
      }
    default:
      let isQuoted = text[index] == "\"" || text[index] == "'"
      let scalar = try scalarText(inFlow: inFlow, stoppingAtColon: false)
      if !isQuoted, scalar == "~" || scalar == "null" || scalar.isEmpty {
        return YAMLNode(value: .null, line: line)
      }
      return YAMLNode(value: .scalar(scalar), line: line)
    }
  }

  /// A quoted scalar, or a plain one up to the end (or, in a flow collection, to `,` `]` `}`,
  /// and for a key to `:`).
  private mutating func scalarText(inFlow: Bool, stoppingAtColon: Bool) throws(XcodeProjectError)
    -> String
  {
    if index < text.endIndex, text[index] == "\"" || text[index] == "'" { return try quoted() }
    let start = index
    while index < text.endIndex {
      let character = text[index]
      if inFlow, character == "," || character == "]" || character == "}" { break }
      if stoppingAtColon, character == ":" { break }
      index = text.index(after: index)
    }
    var scalar = text[start..<index]
    while scalar.last == " " { scalar = scalar.dropLast() }
    return String(scalar)
  }

  /// A quoted scalar at the current position.
  mutating func quoted() throws(XcodeProjectError) -> String {
    let quote = text[index]
    index = text.index(after: index)
    var result = ""
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if character == quote {
        if quote == "'", index < text.endIndex, text[index] == "'" {
          result.append("'")
          index = text.index(after: index)
          continue
        }
        return result
      }
      if quote == "\"", character == "\\", index < text.endIndex {
        let escaped = text[index]
        index = text.index(after: index)
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "\\", "/": result.append(escaped)
        default: result += "\\\(escaped)"
        }
        continue
      }
      result.append(character)
    }
    throw error("\(quote) to end the quoted scalar")
  }
}
