import SourceTokenizer

/// The declarations of one Swift file that the rewrite needs: its types and extensions with
/// their members, found from tokens (comments and strings are never mistaken for code).
/// Nothing recurses: nesting is an explicit stack.
package struct SwiftFileScan {
  /// The file's tokens.
  package let tokens: [SourceToken]
  /// The file's text.
  package let text: String
  /// Its types and extensions, outer before inner.
  package private(set) var types: [SwiftTypeDeclaration] = []

  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "extension", "protocol", "actor",
  ]
  private static let modifierWords: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "static", "class", "final",
    "override", "weak", "unowned", "lazy", "dynamic", "mutating", "nonmutating", "required",
    "convenience", "optional", "nonisolated", "indirect", "package",
  ]

  /// Scans `text`.
  package init(_ text: String) {
    self.text = text
    var tokenizer = SourceTokenizer(text, isSwift: true)
    tokens = tokenizer.tokens()
    scan()
  }

  private mutating func scan() {
    var depth = 0
    // Open type bodies: the index into `types` and the depth inside the body.
    var open: [(type: Int, depth: Int)] = []
    var attributes: [SwiftAttribute] = []
    var modifiers: [(name: String, token: Int)] = []
    var conditions = ConditionStack()
    let bytes = Array(text.utf8)
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      // `#if`, `#elseif`, `#else`, `#endif`: the rest of the line is the condition.
      if token.isPunctuation("#"), index + 1 < tokens.count,
        let keyword = tokens[index + 1].identifier,
        ["if", "elseif", "else", "endif"].contains(keyword)
      {
        var end = index + 1
        while end + 1 < tokens.count, tokens[end + 1].line == token.line { end += 1 }
        let condition =
          end > index + 1
          ? source(tokens[index + 2].bytes.lowerBound, tokens[end].bytes.upperBound, in: bytes) : ""
        conditions.apply(keyword, condition: condition)
        attributes = []
        modifiers = []
        index = end + 1
        continue
      }
      if token.isPunctuation("@"), let attribute = attribute(at: index) {
        attributes.append(attribute)
        index = attribute.tokens.upperBound + 1
        continue
      }
      guard let word = token.identifier else {
        if token.isPunctuation("{") {
          depth += 1
        } else if token.isPunctuation("}") {
          if let last = open.last, last.depth == depth {
            types[last.type].bodyEnd = index
            open.removeLast()
          }
          depth -= 1
        }
        if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") {
          attributes = []
          modifiers = []
        }
        index += 1
        continue
      }
      // `import class UIKit.UIButton` declares no class: skip the import's path.
      if word == "import" {
        var end = index + 1
        while end < tokens.count, tokens[end].line == token.line,
          tokens[end].identifier != nil || tokens[end].isPunctuation(".")
        {
          end += 1
        }
        attributes = []
        modifiers = []
        index = end
        continue
      }
      let inTypeBody = open.last.map { $0.depth == depth } ?? false
      if Self.modifierWords.contains(word), isModifier(at: index) {
        modifiers.append((word, index))
        // `private(set)`: the parenthesised part belongs to the modifier.
        if index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") {
          index = closing(from: index + 1) ?? index
        }
        index += 1
        continue
      }
      if Self.typeKeywords.contains(word), let type = typeDeclaration(at: index, attributes) {
        var type = type
        type.enclosingName = open.last.map { types[$0.type].name }
        if let outer = open.last.map({ types[$0.type] }) {
          type.enclosingPath =
            outer.enclosingPath + [outer.keyword == "extension" ? outer.writtenName : outer.name]
        }
        type.isLocal =
          depth > 0 && !inTypeBody || (open.last.map { types[$0.type].isLocal } ?? false)
        type.conditions = conditions.conditions
        type.modifiers = modifiers.map(\.name)
        types.append(type)
        index = type.bodyStart
        depth += 1
        open.append((types.count - 1, depth))
        attributes = []
        modifiers = []
        index += 1
        continue
      }
      if inTypeBody, let owner = open.last?.type, ["func", "init", "var", "let"].contains(word),
        var member = member(at: index, attributes: attributes, modifiers: modifiers)
      {
        member.conditions = conditions.conditions
        member.keywordToken = index
        types[owner].members.append(member)
      }
      if ["func", "init", "var", "let", "subscript", "typealias", "case"].contains(word) {
        attributes = []
        modifiers = []
      }
      index += 1
    }
    for pending in open { types[pending.type].bodyEnd = tokens.count - 1 }
  }

  /// The text of `bytes[start..<end]`.
  private func source(_ start: Int, _ end: Int, in bytes: [UInt8]) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether the word at `index` is a modifier: followed (past a `(set)`) by a declaration
  /// keyword or another modifier, as in `class func`, `private(set) var`, `dynamic var`.
  private func isModifier(at index: Int) -> Bool {
    var next = index + 1
    if next < tokens.count, tokens[next].isPunctuation("("), let close = closing(from: next) {
      next = close + 1
    }
    guard next < tokens.count, let word = tokens[next].identifier else { return false }
    return ["func", "var", "let", "subscript", "init", "typealias", "convenience"].contains(word)
      || Self.modifierWords.contains(word) || Self.typeKeywords.contains(word)
  }

  /// The attribute starting with the `@` at `index`.
  private func attribute(at index: Int) -> SwiftAttribute? {
    guard index + 1 < tokens.count, let name = tokens[index + 1].identifier else { return nil }
    var end = index + 1
    var argument: String?
    if end + 1 < tokens.count, tokens[end + 1].isPunctuation("("),
      tokens[end + 1].line == tokens[end].line, let close = closing(from: end + 1)
    {
      argument = text(of: (end + 2)..<close)
      end = close
    }
    return SwiftAttribute(name: name, argument: argument, tokens: index...end)
  }

  /// The index of the token closing the bracket at `index` (`(`, `[`, `<` or `{`).
  package func closing(from index: Int) -> Int? {
    guard case .punctuation(let opener) = tokens[index].kind else { return nil }
    let closer = ["(": ")", "[": "]", "{": "}", "<": ">"][opener]
    var depth = 0
    var cursor = index
    while cursor < tokens.count {
      if case .punctuation(let mark) = tokens[cursor].kind {
        if mark == opener { depth += 1 } else if mark == closer { depth -= 1 }
        if depth == 0 { return cursor }
      }
      cursor += 1
    }
    return nil
  }

  /// The tokens of `range` joined as written, without spaces (`save:`, `Foo.bar(_:)`).
  package func text(of range: Range<Int>) -> String {
    range.map { index -> String in
      switch tokens[index].kind {
      case .identifier(let name): name
      case .punctuation(let mark): mark
      case .string(let value): "\"\(value ?? "")\""
      }
    }.joined()
  }
}
