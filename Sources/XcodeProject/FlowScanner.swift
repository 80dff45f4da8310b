/// Reads a YAML inline value: a flow sequence (`[a, b]`), a flow mapping (`{a: 1}`), a quoted
/// scalar (`"…"` with escapes, `'…'` with `''`) or a plain scalar.
struct FlowScanner {
  /// Where a line of the document starts in the scanned text: a flow collection may go on
  /// over several lines, joined with spaces.
  struct LineStart {
    /// Characters before the line in the scanned text.
    var offset: Int
    var line: Int
    var column: Int
  }

  private let text: Substring
  private var index: Substring.Index
  private let line: Int
  private let lineStarts: [LineStart]
  private let path: String

  /// A scanner of `text`, which starts at `line` and `column` of the document; `lineStarts`
  /// locate the document lines joined after it.
  init(text: Substring, line: Int, column: Int, path: String, lineStarts: [LineStart] = []) {
    self.text = text
    self.index = text.startIndex
    self.line = line
    self.lineStarts = [LineStart(offset: 0, line: line, column: column)] + lineStarts
    self.path = path
  }

  /// The brackets and quotes left open by the lines of a flow collection read so far: each
  /// line is scanned once, however many lines the collection takes.
  struct Balance {
    private var depth = 0
    private var quote: Character?

    /// Whether every bracket and quote is closed.
    var isClosed: Bool { depth <= 0 && quote == nil }

    /// Takes in the next line of the collection.
    mutating func scan(_ text: Substring) {
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
    }
  }

  private func error(_ expected: String) -> XcodeProjectError {
    let found = index < text.endIndex ? "'\(text[index])'" : "the end of the line"
    let offset = text.distance(from: text.startIndex, to: index)
    let start = lineStarts.last { $0.offset <= offset } ?? lineStarts[0]
    return XcodeProjectError(
      path: path, line: start.line, column: start.column + offset - start.offset,
      reason: .syntax(expected: expected, found: found))
  }

  private mutating func skipSpaces() {
    while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
  }

  /// Steps over the `,` after an element of a flow collection; throws unless one follows, or
  /// `closing` (left for the caller) or the end of the text (which the caller reports).
  private mutating func separator(closing: Character) throws(XcodeProjectError) {
    skipSpaces()
    guard index < text.endIndex, text[index] != closing else { return }
    guard text[index] == "," else { throw error("',' or '\(closing)'") }
    index = text.index(after: index)
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
        try separator(closing: "]")
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
        try separator(closing: "}")
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
