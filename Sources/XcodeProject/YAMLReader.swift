/// A reader of the YAML that XcodeGen's `project.yml` is written in: block mappings and
/// sequences by indentation, flow `[…]` and `{…}` collections, plain and quoted scalars, `|`
/// and `>` block scalars, comments, anchors, aliases and `<<` merges. Every fault is a
/// located ``XcodeProjectError``; nesting is bounded.
package struct YAMLReader {
  /// How deep collections may nest.
  package static let depthLimit = 64

  private struct Line {
    var number: Int
    var indent: Int
    /// The text after the indentation, its comment removed.
    var text: Substring
  }

  private let path: String
  private var lines: [Line] = []
  private var index = 0
  private var anchors: [String: YAMLNode] = [:]

  /// The document `text` holds; `path` names it in errors.
  package static func parse(_ text: String, path: String) throws(XcodeProjectError) -> YAMLNode {
    var reader = YAMLReader(path: path)
    try reader.split(text)
    guard reader.index < reader.lines.count else { return YAMLNode(value: .null, line: 1) }
    let root = try reader.block(indent: reader.lines[reader.index].indent, depth: 0)
    if reader.index < reader.lines.count {
      let line = reader.lines[reader.index]
      throw reader.error(
        .syntax(expected: "a line indented as the one it belongs to", found: "'\(line.text)'"),
        line: line.number, column: line.indent + 1)
    }
    return root
  }

  private init(path: String) {
    self.path = path
  }

  private func error(_ reason: XcodeProjectError.Reason, line: Int, column: Int? = nil)
    -> XcodeProjectError
  {
    XcodeProjectError(path: path, line: line, column: column, reason: reason)
  }

  /// The document's meaningful lines: blank lines, comments and `---` left out.
  private mutating func split(_ text: String) throws(XcodeProjectError) {
    // Split on bytes: "\r\n" is one Character, so a split on Characters keeps CRLF lines whole.
    let newline = UInt8(ascii: "\n")
    for (offset, bytes) in text.utf8.split(separator: newline, omittingEmptySubsequences: false)
      .enumerated()
    {
      let raw = Substring(bytes)
      var line = raw.utf8.last == UInt8(ascii: "\r") ? Substring(raw.utf8.dropLast()) : raw
      let indent = line.prefix { $0 == " " }.count
      line = line.dropFirst(indent)
      if line.first == "\t" {
        throw error(
          .syntax(expected: "spaces for indentation", found: "a tab"), line: offset + 1,
          column: indent + 1)
      }
      let content = Self.withoutComment(line)
      let trimmed = content.trimmingSuffix()
      if trimmed.isEmpty || trimmed == "---" || trimmed == "..." || trimmed.hasPrefix("%") {
        continue
      }
      lines.append(Line(number: offset + 1, indent: indent, text: trimmed))
    }
  }

  /// `line` without a `#` comment outside quotes. Read byte by byte: every character that
  /// matters is ASCII, and no byte of a longer UTF-8 sequence is.
  private static func withoutComment(_ line: Substring) -> Substring {
    let utf8 = line.utf8
    var quote: UInt8?
    var previous = UInt8(ascii: " ")
    for index in utf8.indices {
      let byte = utf8[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        if index == utf8.startIndex || Self.opensQuote.contains(previous) { quote = byte }
      } else if byte == UInt8(ascii: "#"),
        index == utf8.startIndex || previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")
      {
        return Substring(utf8[..<index])
      }
      previous = byte
    }
    return line
  }

  /// The characters after which a quote starts a quoted scalar.
  private static let opensQuote: [UInt8] = [" ", "[", "{", ",", ":"].map { UInt8(ascii: $0) }

  // MARK: Blocks

  /// The block that starts at the current line, indented `indent`.
  private mutating func block(indent: Int, depth: Int) throws(XcodeProjectError) -> YAMLNode {
    let line = lines[index]
    guard depth < Self.depthLimit else {
      throw error(.nestedTooDeeply(limit: Self.depthLimit), line: line.number)
    }
    if line.text == "-" || line.text.hasPrefix("- ") {
      return try sequence(indent: line.indent, depth: depth)
    }
    if Self.keySeparator(in: line.text) != nil {
      return try mapping(indent: line.indent, depth: depth)
    }
    index += 1
    return try inline(line.text, line: line.number, column: line.indent + 1, depth: depth)
  }

  private mutating func sequence(indent: Int, depth: Int) throws(XcodeProjectError) -> YAMLNode {
    let first = lines[index].number
    var elements: [YAMLNode] = []
    while index < lines.count, lines[index].indent == indent,
      lines[index].text == "-" || lines[index].text.hasPrefix("- ")
    {
      let line = lines[index]
      let rest = line.text.dropFirst(1)
      let content = rest.drop { $0 == " " }
      if content.isEmpty {
        index += 1
        elements.append(try nested(under: indent, line: line.number, depth: depth))
      } else {
        // The item's content is a line of its own, indented where it starts.
        lines[index] = Line(
          number: line.number, indent: indent + 1 + (rest.count - content.count), text: content)
        elements.append(try block(indent: lines[index].indent, depth: depth + 1))
      }
    }
    return YAMLNode(value: .sequence(elements), line: first)
  }

  private mutating func mapping(indent: Int, depth: Int) throws(XcodeProjectError) -> YAMLNode {
    let first = lines[index].number
    var entries: [YAMLNode.Entry] = []
    while index < lines.count, lines[index].indent == indent {
      let line = lines[index]
      guard let separator = Self.keySeparator(in: line.text) else {
        throw error(
          .syntax(expected: "'key: value'", found: "'\(line.text)'"), line: line.number,
          column: line.indent + 1)
      }
      let key = try Self.key(line.text[..<separator], reader: self, line: line.number)
      var rest = line.text[line.text.index(after: separator)...].drop { $0 == " " }
      index += 1
      var anchor: String?
      if rest.hasPrefix("&") {
        let name = rest.dropFirst().prefix { $0 != " " }
        anchor = String(name)
        rest = rest.dropFirst(name.count + 1).drop { $0 == " " }
      }
      let value: YAMLNode
      if rest.isEmpty {
        value = try nested(under: indent, line: line.number, depth: depth, allowingSequence: true)
      } else if rest.first == "|" || rest.first == ">" {
        value = blockScalar(
          folded: rest.first == ">", stripped: rest.dropFirst().contains("-"), under: indent,
          line: line.number)
      } else {
        value = try inline(
          rest, line: line.number, column: line.indent + 1 + (line.text.count - rest.count),
          depth: depth)
      }
      if let anchor { anchors[anchor] = value }
      if key == "<<" {
        for source in value.elements {
          for entry in source.entries ?? [] where !entries.contains(where: { $0.key == entry.key })
          {
            entries.append(entry)
          }
        }
      } else {
        entries.removeAll { $0.key == key }
        entries.append(YAMLNode.Entry(key: key, value: value))
      }
    }
    return YAMLNode(value: .mapping(entries), line: first)
  }

  /// The block under a line indented `indent`: the next line when it is indented more (or, for
  /// a mapping's value, a sequence at the same indentation); null when there is none.
  private mutating func nested(
    under indent: Int, line: Int, depth: Int, allowingSequence: Bool = false
  ) throws(XcodeProjectError) -> YAMLNode {
    guard index < lines.count else { return YAMLNode(value: .null, line: line) }
    let next = lines[index]
    if next.indent > indent
      || (allowingSequence && next.indent == indent
        && (next.text == "-" || next.text.hasPrefix("- ")))
    {
      return try block(indent: next.indent, depth: depth + 1)
    }
    return YAMLNode(value: .null, line: line)
  }

  /// A `|` (literal) or `>` (folded) scalar: the lines indented more than `indent`, with one
  /// final line break unless it is `stripped` (`|-`, `>-`).
  private mutating func blockScalar(folded: Bool, stripped: Bool, under indent: Int, line: Int)
    -> YAMLNode
  {
    var parts: [String] = []
    while index < lines.count, lines[index].indent > indent {
      parts.append(String(lines[index].text))
      index += 1
    }
    return YAMLNode(
      value: .scalar(
        parts.joined(separator: folded ? " " : "\n") + (parts.isEmpty || stripped ? "" : "\n")),
      line: line)
  }

  /// Where the `:` that ends a mapping key is (followed by a space or the end), outside quotes
  /// and flow collections.
  private static func keySeparator(in text: Substring) -> Substring.Index? {
    var quote: Character?
    var depth = 0
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
        continue
      }
      switch character {
      case "\"",
        "'" where index == text.startIndex:
        quote = character
      case "[", "{": if index == text.startIndex || depth > 0 { depth += 1 }
      case "]", "}": depth = max(0, depth - 1)
      case ":" where depth == 0:
        let next = text.index(after: index)
        if next == text.endIndex || text[next] == " " { return index }
      default: continue
      }
    }
    return nil
  }

  private static func key(_ text: Substring, reader: YAMLReader, line: Int)
    throws(XcodeProjectError) -> String
  {
    let trimmed = text.trimmingSuffix()
    if let first = trimmed.first, first == "\"" || first == "'" {
      var flow = FlowScanner(text: trimmed, line: line, column: 1, path: reader.path)
      return try flow.quoted()
    }
    return String(trimmed)
  }

  // MARK: Inline values

  /// An inline value: a flow collection (which may go on over the following lines), an alias,
  /// a quoted or plain scalar.
  private mutating func inline(_ text: Substring, line: Int, column: Int, depth: Int)
    throws(XcodeProjectError) -> YAMLNode
  {
    if text.hasPrefix("*") {
      let name = String(text.dropFirst())
      guard let node = anchors[name] else {
        throw error(
          .syntax(expected: "an anchor defined before its alias", found: "'*\(name)'"), line: line,
          column: column)
      }
      return node
    }
    var source = String(text)
    var lineStarts: [FlowScanner.LineStart] = []
    if text.first == "[" || text.first == "{" {
      var balance = FlowScanner.Balance()
      balance.scan(text)
      var length = text.count
      while !balance.isClosed, index < lines.count {
        let next = lines[index]
        source += " " + next.text
        lineStarts.append(
          FlowScanner.LineStart(offset: length + 1, line: next.number, column: next.indent + 1))
        length += 1 + next.text.count
        balance.scan(next.text)
        index += 1
      }
    }
    var flow = FlowScanner(
      text: Substring(source), line: line, column: column, path: path, lineStarts: lineStarts)
    let node = try flow.value(depth: depth)
    try flow.expectEnd()
    return node
  }
}

extension Substring {
  /// The text without trailing spaces.
  fileprivate func trimmingSuffix() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return self[startIndex..<end]
  }
}
