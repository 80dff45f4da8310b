import SourceTokenizer

extension SwiftFileScan {
  /// The type or extension whose keyword is at `index`, or `nil` when the keyword is used
  /// otherwise (`class func`, `Foo.class`, `enum` in a string is never a token).
  func typeDeclaration(at index: Int, _ attributes: [SwiftAttribute]) -> SwiftTypeDeclaration? {
    guard index + 1 < tokens.count, let first = tokens[index + 1].identifier,
      !["func", "var", "let", "subscript", "init"].contains(first)
    else { return nil }
    if index > 0, tokens[index - 1].isPunctuation(".") { return nil }
    var name = first
    var written = first
    var cursor = index + 2
    // A dotted extension (`extension Foo.Bar`) names its last component.
    while cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."),
      let next = tokens[cursor + 1].identifier
    {
      name = next
      written += "." + next
      cursor += 2
    }
    var isGeneric = false
    if cursor < tokens.count, tokens[cursor].isPunctuation("<"), let close = closing(from: cursor) {
      cursor = close + 1
      isGeneric = true
    }
    var inherited: [String] = []
    var expectsName = false
    // After `where`, the requirements name no inherited type (`where T.Element == Int`).
    var inWhereClause = false
    while cursor < tokens.count, !tokens[cursor].isPunctuation("{") {
      let token = tokens[cursor]
      if token.isPunctuation(";") || token.isPunctuation("}") {
        return nil
      } else if inWhereClause {
        if token.isPunctuation("<"), let close = closing(from: cursor) { cursor = close }
      } else if token.isPunctuation("@"), cursor + 1 < tokens.count,
        tokens[cursor + 1].identifier != nil
      {
        // `@unchecked Sendable`, `@preconcurrency Delegate`: the attribute is no name.
        cursor += 1
        if cursor + 1 < tokens.count, tokens[cursor + 1].isPunctuation("("),
          let close = closing(from: cursor + 1)
        {
          cursor = close
        }
      } else if token.isPunctuation(":") || token.isPunctuation(",") || token.isPunctuation("&") {
        expectsName = true
      } else if token.isPunctuation("<"), let close = closing(from: cursor) {
        cursor = close
      } else if let word = token.identifier, word == "where" {
        expectsName = false
        inWhereClause = true
      } else if let word = token.identifier, expectsName {
        inherited.append(word)
        expectsName = false
      } else if token.isPunctuation(".") {
        // `Foundation.NSObject`: the name is the last component.
        if cursor + 1 < tokens.count, let next = tokens[cursor + 1].identifier, !inherited.isEmpty {
          inherited[inherited.count - 1] = next
          cursor += 1
        }
      }
      cursor += 1
    }
    guard cursor < tokens.count else { return nil }
    var type = SwiftTypeDeclaration(
      keyword: tokens[index].identifier ?? "", name: name, inherited: inherited,
      attributes: attributes, bodyStart: cursor, bodyEnd: cursor, line: tokens[index].line)
    type.writtenName = written
    type.isGeneric = isGeneric
    return type
  }

  /// The member whose keyword (`func`, `init`, `var`, `let`) is at `index`.
  func member(
    at index: Int, attributes: [SwiftAttribute], modifiers: [(name: String, token: Int)]
  ) -> SwiftMemberDeclaration? {
    guard let keyword = tokens[index].identifier else { return nil }
    let line = tokens[index].line
    let start = min(
      attributes.map(\.tokens.lowerBound).min() ?? index, modifiers.map(\.token).min() ?? index)
    switch keyword {
    case "var", "let":
      guard index + 1 < tokens.count, let name = tokens[index + 1].identifier else { return nil }
      var member = SwiftMemberDeclaration(
        kind: .property, name: name, attributes: attributes, modifiers: modifiers, line: line)
      member.isSettable = keyword == "var" && isStoredOrSettable(after: index + 1)
      if let body = accessorBlock(after: index + 1) { member.tokens = start...body }
      return member
    case "func", "init":
      var cursor = index + 1
      var name = "init"
      if keyword == "func" {
        guard cursor < tokens.count, let word = tokens[cursor].identifier else { return nil }
        name = word
        cursor += 1
      } else if cursor < tokens.count,
        tokens[cursor].isPunctuation("?")
          || tokens[cursor]
            .isPunctuation("!")
      {
        cursor += 1
      }
      if cursor < tokens.count, tokens[cursor].isPunctuation("<"), let close = closing(from: cursor)
      {
        cursor = close + 1
      }
      guard cursor < tokens.count, tokens[cursor].isPunctuation("("),
        let close = closing(from: cursor)
      else { return nil }
      var member = SwiftMemberDeclaration(
        kind: keyword == "init" ? .initializer : .method, name: name,
        labels: labels(in: (cursor + 1)..<close), attributes: attributes, modifiers: modifiers,
        line: line)
      var after = close + 1
      while after < tokens.count, let word = tokens[after].identifier,
        ["async", "throws", "rethrows"].contains(word)
      {
        if word == "async" { member.isAsync = true } else { member.isThrowing = true }
        after += 1
      }
      // The body: the first `{` after the signature (a return type has no braces).
      var bodyStart = after
      while bodyStart < tokens.count, !tokens[bodyStart].isPunctuation("{"),
        !tokens[bodyStart].isPunctuation("}"), !tokens[bodyStart].isPunctuation(";")
      {
        bodyStart += 1
      }
      if bodyStart < tokens.count, tokens[bodyStart].isPunctuation("{"),
        let close = closing(from: bodyStart)
      {
        member.tokens = start...close
      }
      return member
    default:
      return nil
    }
  }

  /// The argument labels of a parameter list's tokens: per parameter, the first name before
  /// its colon (`_` for none).
  private func labels(in range: Range<Int>) -> [String] {
    var labels: [String] = []
    var names: [String] = []
    var depth = 0
    var seenColon = false
    for index in range {
      let token = tokens[index]
      if case .punctuation(let mark) = token.kind {
        if ["(", "[", "<", "{"].contains(mark) { depth += 1 }
        if [")", "]", ">", "}"].contains(mark) { depth -= 1 }
        if depth == 0, mark == ":", !seenColon {
          seenColon = true
          labels.append(names.first ?? "_")
        }
        if depth == 0, mark == "," {
          seenColon = false
          names = []
        }
      } else if let word = token.identifier, depth == 0, !seenColon {
        names.append(word)
      }
    }
    return labels
  }

  /// The closing brace of the accessor block on the line of the property named at `index`.
  private func accessorBlock(after index: Int) -> Int? {
    let line = tokens[index].line
    var cursor = index + 1
    while cursor < tokens.count, tokens[cursor].line == line || tokens[cursor].isPunctuation("{") {
      if tokens[cursor].isPunctuation("=") { return nil }
      if tokens[cursor].isPunctuation("{") { return closing(from: cursor) }
      cursor += 1
    }
    return nil
  }

  /// Whether the property named at `index` is stored (no accessor block on its line) or has a
  /// `set` accessor.
  private func isStoredOrSettable(after index: Int) -> Bool {
    let line = tokens[index].line
    var cursor = index + 1
    while cursor < tokens.count, tokens[cursor].line == line {
      if tokens[cursor].isPunctuation("=") { return true }
      if tokens[cursor].isPunctuation("{"), let close = closing(from: cursor) {
        let words = Set(((cursor + 1)..<close).compactMap { tokens[$0].identifier })
        return words.contains("set") || words.contains("didSet") || words.contains("willSet")
      }
      cursor += 1
    }
    return true
  }
}
