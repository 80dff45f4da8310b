import SourceTokenizer

extension FileEdit {
  /// In each method of `type`, a property read on a parameter declared `AnyObject`
  /// (`sender.bounds`), which Swift resolves through the Objective-C runtime, becomes a read
  /// through the runtime's `AnyObjectLookup` (`AnyObjectLookup(sender).bounds`). A method that
  /// binds the name again (`if let sender = sender as? UIButton`) is left as written.
  mutating func wrapAnyObjectLookups(in type: SwiftTypeDeclaration) {
    let tokens = scan.tokens
    for member in type.members where member.kind != .property {
      guard let range = member.tokens,
        let open = range.first(where: { tokens[$0].isPunctuation("(") }),
        let close = scan.closing(from: open), close < range.upperBound,
        let body = ((close + 1)...range.upperBound).first(where: { tokens[$0].isPunctuation("{") })
      else { continue }
      for name in anyObjectParameters(in: (open + 1)..<close) {
        let uses = (body + 1)..<range.upperBound
        let rebinds = uses.contains { index in
          tokens[index].identifier == name
            && (["let", "var"].contains(tokens[index - 1].identifier ?? "")
              || (index + 1 < tokens.count && tokens[index + 1].identifier == "in"))
        }
        guard !rebinds else { continue }
        for index in uses where isPropertyRead(of: name, at: index) {
          let bytes = tokens[index].bytes
          edits.append((bytes.lowerBound..<bytes.lowerBound, "AnyObjectLookup("))
          usedNames.insert("AnyObjectLookup")
          edits.append((bytes.upperBound..<bytes.upperBound, ")"))
        }
        for index in uses where tokens[index].kind == .string(nil) {
          for offset in propertyReads(of: name, inInterpolationsOf: tokens[index].bytes) {
            edits.append((offset..<offset, "AnyObjectLookup("))
            usedNames.insert("AnyObjectLookup")
            edits.append((offset + name.utf8.count..<offset + name.utf8.count, ")"))
          }
        }
      }
    }
  }

  /// A property read on a value cast to `AnyObject` in parentheses (`(segue as
  /// AnyObject).identifier`) becomes a read through `AnyObjectLookup`.
  mutating func wrapAnyObjectCasts() {
    let tokens = scan.tokens
    var index = 0
    while index + 4 < tokens.count {
      defer { index += 1 }
      guard tokens[index].identifier == "as", tokens[index + 1].identifier == "AnyObject",
        tokens[index + 2].isPunctuation(")"), tokens[index + 3].isPunctuation("."),
        tokens[index + 4].identifier != nil,
        index + 5 >= tokens.count
          || !(tokens[index + 5].isPunctuation("(") || tokens[index + 5].isPunctuation("=")),
        let open = opening(of: index + 2)
      else { continue }
      if open > 0 {
        let before = tokens[open - 1]
        let isCall =
          before.identifier != nil || before.isPunctuation(")") || before.isPunctuation("]")
          || before.isPunctuation(">") || before.isPunctuation("?") || before.isPunctuation("!")
        if isCall, !["return", "in", "try", "await"].contains(before.identifier ?? "") { continue }
      }
      edits.append(
        (tokens[open].bytes.lowerBound..<tokens[open].bytes.lowerBound, "AnyObjectLookup"))
      usedNames.insert("AnyObjectLookup")
    }
  }

  /// The index of the `(` that the `)` at `close` closes.
  private func opening(of close: Int) -> Int? {
    let tokens = scan.tokens
    var depth = 0
    var cursor = close
    while cursor >= 0 {
      if tokens[cursor].isPunctuation(")") { depth += 1 }
      if tokens[cursor].isPunctuation("(") {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor -= 1
    }
    return nil
  }

  /// The internal names of the parameters in `range` whose type is exactly `AnyObject`.
  private func anyObjectParameters(in range: Range<Int>) -> [String] {
    let tokens = scan.tokens
    var names: [String] = []
    var parameter: [Int] = []
    var depth = 0
    for index in range.lowerBound...range.upperBound {
      let atEnd = index == range.upperBound
      if !atEnd, case .punctuation(let mark) = tokens[index].kind {
        if ["(", "[", "<", "{"].contains(mark) { depth += 1 }
        if [")", "]", ">", "}"].contains(mark) { depth -= 1 }
      }
      if atEnd || (depth == 0 && tokens[index].isPunctuation(",")) {
        if let colon = parameter.firstIndex(where: { tokens[$0].isPunctuation(":") }), colon > 0,
          let name = tokens[parameter[colon - 1]].identifier, name != "_",
          parameter.count == colon + 2, tokens[parameter[colon + 1]].identifier == "AnyObject"
        {
          names.append(name)
        }
        parameter = []
      } else {
        parameter.append(index)
      }
    }
    return names
  }

  /// The byte offsets of `name` read for a property (`name.member`, not a call) inside the
  /// `\(…)` interpolations of the string literal spanning `range`.
  private func propertyReads(of name: String, inInterpolationsOf range: Range<Int>) -> [Int] {
    let bytes = utf8
    let word = Array(name.utf8)
    func isIdentifier(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57)
        || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
        || byte >= 0x80
    }
    var offsets: [Int] = []
    var depth = 0
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      let byte = bytes[cursor]
      if depth == 0 {
        if byte == UInt8(ascii: "\\"), cursor + 1 < range.upperBound,
          bytes[cursor + 1] == UInt8(ascii: "(")
        {
          depth = 1
          cursor += 2
          continue
        }
      } else if byte == UInt8(ascii: "\"") {
        // A string inside the interpolation: its text is not code.
        cursor += 1
        while cursor < range.upperBound, bytes[cursor] != UInt8(ascii: "\"") {
          cursor += bytes[cursor] == UInt8(ascii: "\\") ? 2 : 1
        }
      } else if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
      } else if byte == word[0], cursor + word.count + 1 < range.upperBound,
        Array(bytes[cursor..<cursor + word.count]) == word,
        bytes[cursor + word.count] == UInt8(ascii: "."),
        isIdentifier(bytes[cursor + word.count + 1]),
        !isIdentifier(bytes[cursor - 1]), bytes[cursor - 1] != UInt8(ascii: ".")
      {
        var end = cursor + word.count + 1
        while end < range.upperBound, isIdentifier(bytes[end]) { end += 1 }
        if end < range.upperBound, bytes[end] != UInt8(ascii: "(") { offsets.append(cursor) }
        cursor = end
        continue
      }
      cursor += 1
    }
    return offsets
  }

  /// Whether the token at `index` is `name` read for a property: `name.member`, not a call, not
  /// an assignment, not itself a member of something else.
  private func isPropertyRead(of name: String, at index: Int) -> Bool {
    let tokens = scan.tokens
    guard tokens[index].identifier == name, index + 3 < tokens.count,
      !tokens[index - 1].isPunctuation("."), tokens[index + 1].isPunctuation("."),
      tokens[index + 2].identifier != nil
    else { return false }
    return !tokens[index + 3].isPunctuation("(") && !tokens[index + 3].isPunctuation("=")
  }
}
