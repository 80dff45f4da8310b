import SourceTokenizer
import StoryboardRuntime

/// Finds the ``CodeReference``s of one source file in its tokens.
struct CodeReferenceFinder {
  private let tokens: [SourceToken]
  private let path: String
  private var references: [CodeReference] = []
  /// A `func` whose body has not opened yet (a protocol requirement never opens one: the next
  /// `func` replaces it).
  private var pendingFunction: String?
  /// The innermost function around the token being read.
  private var currentFunction: String?

  init(tokens: [SourceToken], path: String) {
    self.tokens = tokens
    self.path = path
  }

  /// The calls with a name argument, Swift and Objective-C forms alike.
  mutating func find() -> [CodeReference] {
    // Brace depths of the bodies of `switch`es over an `identifier`: their `case` strings
    // are segue identifiers.
    var segueSwitches: [Int] = []
    // Brace depths of the bodies of generated segue enums, with whether their raw type is
    // `String` (a bare `case name` then means "name").
    var segueEnums: [(depth: Int, isString: Bool)] = []
    // The functions being read, by the depth of their bodies: a bare `identifier` is a
    // segue's inside `prepare(for:sender:)` and `shouldPerformSegue(withIdentifier:sender:)`.
    var functions: [(name: String, depth: Int)] = []
    var depth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .punctuation("{"):
        depth += 1
        if let pending = pendingFunction { functions.append((pending, depth)) }
        pendingFunction = nil
      case .punctuation("}"):
        if functions.last?.depth == depth { functions.removeLast() }
        depth -= 1
        if segueSwitches.last == depth { segueSwitches.removeLast() }
        if segueEnums.last?.depth == depth { segueEnums.removeLast() }
      case .identifier("enum"):
        if let open = self.index(of: "{", after: index),
          let name = self.token(index + 1)?.identifier
        {
          let declaration = tokens[(index + 2)..<open].compactMap(\.identifier)
          if name.hasSuffix("Segue") || declaration.contains("SegueType") {
            segueEnums.append((depth, declaration.contains("String")))
          }
        }
      case .identifier("case") where segueEnums.last?.depth == depth - 1:
        enumCases(after: index, namesAreValues: segueEnums.last?.isString == true)
      case .identifier("func"):
        pendingFunction = self.token(index + 1)?.identifier
      case .identifier("switch"):
        currentFunction = functions.last?.name
        if let open = self.index(of: "{", after: index),
          (index..<open).contains(where: isSegueIdentifier)
        {
          segueSwitches.append(depth)
        }
      case .identifier("case") where segueSwitches.last == depth - 1:
        caseLabels(after: index)
      case .identifier(let name):
        call(named: name, at: index)
      case .punctuation("=="), .punctuation("!="):
        currentFunction = functions.last?.name
        comparison(at: index)
      default: break
      }
      index += 1
    }
    return references
  }

  private static let swiftCalls: [String: (labels: Set<String>, kind: CodeReference.Kind)] = [
    "performSegue": (["withIdentifier"], .segueIdentifier),
    "tapSegue": (["withIdentifier"], .segueIdentifier),
    "shouldPerformSegue": (["withIdentifier"], .segueIdentifier),
    "instantiateViewController": (["withIdentifier", "identifier"], .storyboardIdentifier),
    "UIStoryboard": (["name"], .storyboardName),
    "Storyboard": (["name"], .storyboardName),
  ]

  private static let objcSelectorParts: [String: CodeReference.Kind] = [
    "performSegueWithIdentifier": .segueIdentifier,
    "instantiateViewControllerWithIdentifier": .storyboardIdentifier,
    "storyboardWithName": .storyboardName,
    "nibWithNibName": .nibName,
    "initWithNibName": .nibName,
    "loadNibNamed": .nibName,
  ]

  /// `name(label: <argument>` in Swift, `name:<argument>` in Objective-C.
  private mutating func call(named name: String, at index: Int) {
    if let form = Self.swiftCalls[name], token(index + 1)?.isPunctuation("(") == true,
      let label = token(index + 2)?.identifier, form.labels.contains(label),
      token(index + 3)?.isPunctuation(":") == true
    {
      argument(at: index + 4, kind: form.kind)
    } else if token(index + 1)?.isPunctuation("(") == true,
      token(index + 2)?.identifier == "nibName" && token(index + 3)?.isPunctuation(":") == true
        || name == "loadNibNamed" && token(index - 1)?.isPunctuation(".") == true
    {
      // `UINib(nibName:`, `init(nibName:` of any class, `bundle.loadNibNamed(`.
      let start = name == "loadNibNamed" ? index + 2 : index + 4
      if token(start)?.identifier != "nil" { argument(at: start, kind: .nibName) }
    } else if let kind = Self.objcSelectorParts[name], token(index + 1)?.isPunctuation(":") == true,
      token(index - 1)?.isPunctuation(".") != true
    {
      argument(at: index + 2, kind: kind)
    } else if name == "perform", token(index - 1)?.isPunctuation(".") == true,
      token(index + 1)?.isPunctuation("(") == true, case .string(_?) = token(index + 2)?.kind
    {
      argument(at: index + 2, kind: .segueIdentifier)  // a simulation step, `.perform("…")`
    } else if name == "isEqualToString", token(index - 1)?.identifier == "identifier",
      isSegueIdentifier(index - 1),
      token(index + 1)?.isPunctuation(":") == true
    {
      argument(at: index + 2, kind: .segueIdentifier)
    }
  }

  /// Whether the token at `index` is a segue's identifier: `segue.identifier` (of anything
  /// named `…segue`), or a bare `identifier` inside `prepare` or `shouldPerformSegue`. A device's
  /// or a cell's `identifier` is not.
  private func isSegueIdentifier(_ index: Int) -> Bool {
    guard token(index)?.identifier == "identifier" else { return false }
    if token(index - 1)?.isPunctuation(".") == true {
      return token(index - 2)?.identifier?.lowercased().hasSuffix("segue") == true
    }
    return ["prepare", "shouldPerformSegue", "prepareForSegue"].contains(currentFunction ?? "")
  }

  /// `segue.identifier == "…"` or `"…" == segue.identifier`.
  private mutating func comparison(at index: Int) {
    if isSegueIdentifier(index - 1) {
      argument(at: index + 1, kind: .segueIdentifier)
    } else if case .string = token(index - 1)?.kind,
      (index + 1...index + 3).contains(where: isSegueIdentifier)
    {
      argument(at: index - 1, kind: .segueIdentifier, endsAt: index)
    }
  }

  /// The string patterns of `case "a", "b":`; other patterns are skipped.
  private mutating func caseLabels(after index: Int) {
    var position = index + 1
    while let current = token(position), !current.isPunctuation(":"),
      position <= index + Self.lookahead
    {
      if case .string = current.kind,
        token(position + 1)?.isPunctuation(",") == true
          || token(position + 1)?.isPunctuation(":") == true
      {
        argument(at: position, kind: .segueIdentifier)
      }
      position += 1
    }
  }

  /// The cases of a generated segue enum: `case a = "x", b = "y"`, and `case a` meaning "a"
  /// when the raw type is `String`.
  private mutating func enumCases(after index: Int, namesAreValues: Bool) {
    var position = index + 1
    while let name = token(position), let identifier = name.identifier, identifier != "case",
      position <= index + Self.lookahead
    {
      if token(position + 1)?.isPunctuation("=") == true {
        if case .string = token(position + 2)?.kind {
          argument(at: position + 2, kind: .segueIdentifier)
        }
        position += 3
      } else {
        if namesAreValues {
          references.append(
            CodeReference(
              kind: .segueIdentifier, value: identifier, path: path,
              location: SourcePosition(line: name.line, column: name.column)))
        }
        position += 1
      }
      guard token(position)?.isPunctuation(",") == true else { return }
      position += 1
    }
  }

  /// Records the argument at `index`: a literal when it is one string followed by the end of
  /// the argument, else a dynamic name.
  private mutating func argument(at index: Int, kind: CodeReference.Kind, endsAt end: Int? = nil) {
    guard let first = token(index) else { return }
    var value: String?
    if case .string(let literal) = first.kind {
      let following = token(end ?? index + 1)
      let isWhole = end != nil || following.map { !Self.continuesExpression($0) } ?? true
      value = isWhole ? literal : nil
    }
    references.append(
      CodeReference(
        kind: kind, value: value, path: path,
        location: SourcePosition(line: first.line, column: first.column)))
  }

  /// Whether `token` after a literal makes the argument an expression (`"a" + b`).
  private static func continuesExpression(_ token: SourceToken) -> Bool {
    guard case .punctuation(let text) = token.kind else { return false }
    return ["+", "?", ".", "["].contains(text)
  }

  private func token(_ index: Int) -> SourceToken? {
    tokens.indices.contains(index) ? tokens[index] : nil
  }

  /// The first `punctuation` within a declaration's reach after `start` (a `switch` subject, an
  /// enum's inheritance list): bounded, so that hostile input stays linear.
  private func index(of punctuation: String, after start: Int) -> Int? {
    let end = min(tokens.count, start + 1 + Self.lookahead)
    guard start + 1 < end else { return nil }
    return tokens[(start + 1)..<end].firstIndex { $0.isPunctuation(punctuation) }
  }

  /// How far a declaration's parts are looked for.
  private static let lookahead = 64
}
