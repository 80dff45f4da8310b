import SourceTokenizer

/// The rewrite of one file: byte-range edits over its text (see ``ObjectiveCRewriter``).
struct FileEdit {
  let path: String
  let text: String
  let scan: SwiftFileScan
  let index: ModuleIndex
  let fileNumber: Int
  private(set) var diagnostics: [RewriteDiagnostic] = []
  private var edits: [(range: Range<Int>, text: String)] = []
  private var appended: [String] = []

  /// The attributes that only the Objective-C runtime gives meaning to.
  private static let objectiveCAttributes: Set<String> = [
    "IBOutlet", "IBAction", "objc", "objcMembers", "nonobjc", "IBSegueAction",
  ]

  init(
    path: String, text: String, scan: SwiftFileScan, index: ModuleIndex, fileNumber: Int
  ) {
    self.path = path
    self.text = text
    self.scan = scan
    self.index = index
    self.fileNumber = fileNumber
  }

  mutating func run() {
    let tokens = scan.tokens
    var cursor = 0
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.isPunctuation("@"), cursor + 1 < tokens.count,
        let name = tokens[cursor + 1].identifier, Self.objectiveCAttributes.contains(name)
      {
        var end = cursor + 1
        if end + 1 < tokens.count, tokens[end + 1].isPunctuation("("),
          tokens[end + 1].line == tokens[end].line, let close = scan.closing(from: end + 1)
        {
          end = close
        }
        blank(cursor...end)
        cursor = end + 1
        continue
      }
      if token.identifier == "dynamic", isModifierPosition(cursor + 1) {
        blank(cursor...cursor)
      } else if token.isPunctuation("#"), cursor + 2 < tokens.count,
        tokens[cursor + 1].identifier == "selector", tokens[cursor + 2].isPunctuation("("),
        let close = scan.closing(from: cursor + 2)
      {
        rewriteSelector(cursor, close)
        cursor = close + 1
        continue
      } else if token.identifier == "NSSelectorFromString" {
        edits.append((token.bytes, "Selector"))
      } else if let refusal = refusal(at: cursor) {
        report(token, refusal)
      }
      cursor += 1
    }
    for type in scan.types { handle(type) }
  }

  /// The text with its edits, after the `#sourceLocation` line naming the original file.
  func result() -> String {
    var bytes = Array(text.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    let file = path.replacingBackslashesAndQuotes()
    return "#sourceLocation(file: \"\(file)\", line: 1)\n" + String(decoding: bytes, as: UTF8.self)
      + appended.joined()
  }

  /// Applies what the rewrite does to a type: its table, and `@MainActor` off a test case.
  private mutating func handle(_ type: SwiftTypeDeclaration) {
    if type.keyword == "protocol" {
      for member in type.members where member.hasModifier("optional") {
        if let token = member.modifiers.first(where: { $0.name == "optional" })?.token {
          report(
            scan.tokens[token],
            "an optional protocol requirement needs the Objective-C runtime: declare the "
              + "requirement without `optional` and give it a default in a protocol extension")
        }
      }
    }
    guard type.keyword == "class" || type.keyword == "extension" else { return }
    let isTestCase =
      type.inherited.first == "XCTestCase" || index.descends(type.name, from: "XCTestCase")
    if isTestCase {
      for attribute in type.attributes where attribute.name == "MainActor" {
        blank(attribute.tokens)
      }
      for member in type.members {
        for attribute in member.attributes where attribute.name == "MainActor" {
          blank(attribute.tokens)
        }
      }
    }
    guard type.keyword == "class", scan.tokens[type.bodyEnd].isPunctuation("}") else { return }
    let members = index.members(of: type.name, seenFrom: fileNumber)
    let writer = MemberTableWriter(
      className: type.name, overrides: index.inheritsTable(type.name) == true,
      exposesAll: type.has("objcMembers"),
      isPublic: type.modifiers.contains("public") || type.modifiers.contains("open"))
    var listed = writer.table(for: members)
    if index.descends(type.name, fromAny: RuntimeClasses.tableViewCell) {
      // A cell class a table view registers is made with `init(style:reuseIdentifier:)`.
      listed +=
        "; override class func makeRegisteredCell(reuseIdentifier: String) -> UITableViewCell { "
        + "\(type.name)(style: .default, reuseIdentifier: reuseIdentifier) } "
    }
    // A class of unknown ancestry gets a table only when it has something to list.
    if index.inheritsTable(type.name) == nil, !listed.contains("case ") { return }
    edits.append(
      (
        scan.tokens[type.bodyEnd].bytes
          .lowerBound..<scan.tokens[type.bodyEnd].bytes
          .lowerBound, listed
      ))
    if let conformance = writer.conformance { appended.append(conformance) }
  }

  /// Whether the token at `index` continues a declaration's modifiers (`var`, `func`…).
  private func isModifierPosition(_ index: Int) -> Bool {
    guard index < scan.tokens.count, let word = scan.tokens[index].identifier else { return false }
    return [
      "var", "func", "let", "subscript", "init", "private", "fileprivate", "internal", "public",
      "open", "final", "override", "weak", "lazy", "class", "static",
    ].contains(word)
  }

  /// What cannot be translated at `index`, if anything.
  private func refusal(at index: Int) -> String? {
    let tokens = scan.tokens
    guard let word = tokens[index].identifier else { return nil }
    switch word {
    case "method_exchangeImplementations", "class_replaceMethod", "method_setImplementation":
      return "swizzling needs the Objective-C runtime: substitute through the runtime's hooks "
        + "(StoryboardHooks) instead"
    case "observe"
    where index > 0 && tokens[index - 1].isPunctuation(".")
      && index + 2 < tokens.count && tokens[index + 1].isPunctuation("(")
      && tokens[index + 2].isPunctuation("\\"):
      return "key-value observing needs the Objective-C runtime: observe the property with "
        + "`didSet`, a delegate or a notification instead"
    default:
      return nil
    }
  }

  /// Replaces the tokens `range` with spaces, keeping line breaks.
  private mutating func blank(_ range: ClosedRange<Int>) {
    let bytes =
      scan.tokens[range.lowerBound].bytes
      .lowerBound..<scan.tokens[range.upperBound]
      .bytes.upperBound
    let original = Array(text.utf8)[bytes]
    edits.append((bytes, String(original.map { $0 == 10 ? "\n" : " " }.joined())))
  }

  /// Replaces `#selector(…)` (tokens `start...close`) with the selector it names.
  private mutating func rewriteSelector(_ start: Int, _ close: Int) {
    let resolver = SelectorResolver(scan: scan, index: index)
    switch resolver.resolve((start + 3)..<close, at: start) {
    case .success(let name):
      let range = scan.tokens[start].bytes.lowerBound..<scan.tokens[close].bytes.upperBound
      edits.append((range, "Selector(\"\(name)\")"))
    case .failure(let message):
      report(scan.tokens[start], message.text)
    }
  }

  private mutating func report(_ token: SourceToken, _ message: String) {
    diagnostics.append(
      RewriteDiagnostic(file: path, line: token.line, column: token.column, message: message))
  }
}

extension String {
  /// The text with `\` and `"` escaped, for a string literal.
  func replacingBackslashesAndQuotes() -> String {
    var result = ""
    for character in self {
      if character == "\\" || character == "\"" { result.append("\\") }
      result.append(character)
    }
    return result
  }
}
