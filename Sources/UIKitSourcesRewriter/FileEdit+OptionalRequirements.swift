import SourceTokenizer

/// The optional requirements of the module's `@objc` protocols, which Swift has only with the
/// Objective-C runtime, translated: each becomes a plain requirement with a default in a
/// protocol extension, the conforming classes list the methods that implement them in their
/// tables (``ModuleIndex/optionalWitnesses(of:)``), and a call `delegate?.picked?(item)`
/// becomes `delegate?._PickerResponding(to: "picked:")?.picked(item)`: `nil` where the
/// implementer lacks the method, as on iOS, the method where it has it.
extension FileEdit {
  /// The name of the generated member that answers whether an object implements an optional
  /// requirement of `protocolName` (one per protocol, so that a class adopting two protocols
  /// finds each unambiguously).
  static func respondingMember(of protocolName: String) -> String {
    "_\(protocolName)Responding"
  }

  /// Rewrites the optional requirements of `type`, a protocol: `optional` comes off each
  /// method, whose default is written after the file's last line with the member that answers
  /// whether an object implements it; an optional property is refused.
  mutating func translateOptionalRequirements(of type: SwiftTypeDeclaration) {
    let optional = type.members.filter { $0.hasModifier("optional") }
    guard !optional.isEmpty else { return }
    let tokens = scan.tokens
    let access =
      ["public", "package"].first { type.modifiers.contains($0) || type.modifiers.contains("open") }
      .map { $0 + " " } ?? ""
    let here = MemberTableWriter.location(path, type.line)
    var defaults = ""
    for (position, member) in type.members.enumerated() where member.hasModifier("optional") {
      guard let token = member.modifiers.first(where: { $0.name == "optional" })?.token else {
        continue
      }
      guard member.kind == .method else {
        report(
          tokens[token],
          "an optional property requirement needs the Objective-C runtime, which this "
            + "platform does not have: make it a method (`func \(member.name)() -> …`), or "
            + "declare it without `optional` with a default in a protocol extension")
        continue
      }
      blank(token...token)
      // The signature: from `func` to the next member, the body's end or a directive.
      let next =
        type.members.indices.contains(position + 1)
        ? firstToken(of: type.members[position + 1]) : type.bodyEnd
      var end = member.keywordToken
      while end + 1 < next, !tokens[end + 1].isPunctuation("#"), !tokens[end + 1].isPunctuation(";")
      {
        end += 1
      }
      let signature = String(
        decoding: utf8[
          tokens[member.keywordToken].bytes
            .lowerBound..<tokens[end].bytes
            .upperBound], as: UTF8.self)
      let returnsValue = (member.keywordToken...end).contains { index in
        tokens[index].isPunctuation("-") && index + 1 <= end && tokens[index + 1].isPunctuation(">")
      }
      let body =
        returnsValue
        ? "{ fatalError(\"\(member.swiftName) is an optional requirement of \(type.name): call "
          + "it with `?`\") }" : "{}"
      defaults += ConditionStack.guarded(
        MemberTableWriter.location(path, member.line) + "\(access)\(signature) \(body)\n",
        by: member.conditions)
    }
    let responding = Self.respondingMember(of: type.name)
    appended.append(
      "\n"
        + ConditionStack.guarded(
          here + "extension \(type.qualifiedName) {\n" + defaults + here
            + "\(access)func \(responding)(to selector: String) -> Self? {\n"
            + "(self as? any ObjectiveCMembers)?.objectiveCMember(named: selector)?.isMethod "
            + "== true ? self : nil\n}\n}\n",
          by: type.conditions))
    usedNames.insert("ObjectiveCMembers")
  }

  /// The first token of `member`: its first attribute or modifier, or its keyword.
  private func firstToken(of member: SwiftMemberDeclaration) -> Int {
    min(
      member.attributes.map(\.tokens.lowerBound).min() ?? member.keywordToken,
      member.modifiers.map(\.token).min() ?? member.keywordToken)
  }

  /// Rewrites the call at `index` (a `?` after a method's name and before its `(`) when the
  /// method is an optional requirement of one of the module's protocols; returns whether it
  /// did.
  mutating func rewriteOptionalRequirementCall(at position: Int) -> Bool {
    let index = position
    let tokens = scan.tokens
    guard index >= 2, index + 1 < tokens.count, tokens[index].isPunctuation("?"),
      tokens[index + 1].isPunctuation("("), tokens[index - 2].isPunctuation("."),
      let name = tokens[index - 1].identifier,
      let close = scan.closing(from: index + 1)
    else { return false }
    let labels = callLabels(in: (index + 2)..<close)
    let candidates = self.index.optionalRequirements.flatMap { protocolName, requirements in
      requirements.filter { swiftName, _ in
        swiftName.hasPrefix(name + "(")
      }.map { (protocolName, $0.key, $0.value) }
    }
    let exact = candidates.filter { $0.1 == "\(name)(\(labels.map { "\($0):" }.joined()))" }
    guard
      let (protocolName, _, selector) = (exact.isEmpty ? candidates : exact).sorted(by: {
        ($0.0, $0.1) < ($1.0, $1.1)
      }).first
    else { return false }
    let dot = tokens[index - 2].bytes.lowerBound
    edits.append(
      (dot..<dot, ".\(Self.respondingMember(of: protocolName))(to: \"\(selector)\")?"))
    edits.append((tokens[index].bytes, ""))
    return true
  }

  /// The argument labels of a call's argument tokens (`_` for an unlabelled argument).
  private func callLabels(in range: Range<Int>) -> [String] {
    let tokens = scan.tokens
    guard !range.isEmpty else { return [] }
    var labels: [String] = []
    var depth = 0
    var argumentStart = range.lowerBound
    for cursor in range.lowerBound...range.upperBound {
      let atEnd = cursor == range.upperBound
      if !atEnd, case .punctuation(let mark) = tokens[cursor].kind {
        if ["(", "[", "{"].contains(mark) { depth += 1 }
        if [")", "]", "}"].contains(mark) { depth -= 1 }
      }
      if atEnd || (depth == 0 && tokens[cursor].isPunctuation(",")) {
        if argumentStart + 1 < range.upperBound, let label = tokens[argumentStart].identifier,
          tokens[argumentStart + 1].isPunctuation(":")
        {
          labels.append(label)
        } else {
          labels.append("_")
        }
        argumentStart = cursor + 1
      }
    }
    return labels
  }
}
