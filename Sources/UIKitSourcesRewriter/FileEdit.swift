import SourceTokenizer

/// The rewrite of one file: byte-range edits over its text (see ``UIKitSourcesRewriter``).
struct FileEdit {
  let path: String
  let text: String
  let scan: SwiftFileScan
  let index: ModuleIndex
  let fileNumber: Int
  private(set) var diagnostics: [RewriteDiagnostic] = []
  var edits: [(range: Range<Int>, text: String)] = []
  private var appended: [String] = []
  /// The byte ranges of the members moved out of this file: no other edit applies inside.
  private var movedRanges: [Range<Int>] = []
  /// The classes of this file that receive moved members: their table starts a line.
  private var receivingClasses: Set<String> = []

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
      } else if token.identifier == "import", let end = rewriteImport(cursor) {
        cursor = end + 1
        continue
      } else if rewriteDynamicCall(at: cursor) {
        cursor += 1
        continue
      } else if token.identifier == "NSSelectorFromString" {
        edits.append((token.bytes, "Selector"))
      } else if let refusal = refusal(at: cursor) {
        report(token, refusal)
      }
      cursor += 1
    }
    for type in scan.types { handle(type) }
    wrapAnyObjectCasts()
  }

  /// The text with its edits, after the `#sourceLocation` line naming the original file.
  func result() -> String {
    let file = path.replacingBackslashesAndQuotes()
    return "#sourceLocation(file: \"\(file)\", line: 1)\n" + body() + appended.joined()
  }

  /// The text with its edits.
  func body() -> String {
    var bytes = Array(text.utf8)
    // Edits at one place apply in the order they were made.
    let kept = edits.enumerated().filter { offset, edit in
      // The blanking of a moved member is kept; edits inside it were made in its copy.
      !movedRanges.contains { $0.contains(edit.range.lowerBound) && $0 != edit.range }
        || movedRanges.contains(edit.range)
    }
    let ordered = kept.sorted {
      $0.element.range.lowerBound != $1.element.range.lowerBound
        ? $0.element.range.lowerBound > $1.element.range.lowerBound : $0.offset > $1.offset
    }
    for (_, edit) in ordered {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Moves the overrides that extensions declare into their classes' bodies (Swift accepts
  /// an override in an extension only for `@objc` members), each under `#sourceLocation`
  /// naming where it was written.
  mutating func moveOverrides(
    _ moved: [String: [ModuleIndex.MovedMember]], blanking ranges: [ClosedRange<Int>]
  ) {
    for range in ranges {
      blank(range)
      movedRanges.append(
        scan.tokens[range.lowerBound].bytes
          .lowerBound..<scan.tokens[range.upperBound].bytes
          .upperBound)
    }
    let file = path.replacingBackslashesAndQuotes()
    for type in scan.types where type.keyword == "class" {
      guard let members = moved[type.name], scan.tokens[type.bodyEnd].isPunctuation("}") else {
        continue
      }
      let closing = scan.tokens[type.bodyEnd]
      var text = ""
      for member in members {
        text +=
          "\n#sourceLocation(file: \"\(member.path.replacingBackslashesAndQuotes())\", "
          + "line: \(member.line))\n\(member.text)"
      }
      text += "\n#sourceLocation(file: \"\(file)\", line: \(closing.line))\n"
      edits.append((closing.bytes.lowerBound..<closing.bytes.lowerBound, text))
      receivingClasses.insert(type.name)
    }
  }

  /// In the designated initializers of a view controller class, `super.init()` (UIKit's
  /// `init()`, which calls `init(nibName: nil, bundle: nil)`) becomes that call: Swift on iOS
  /// lets an Objective-C class's subclass chain to `init()`, a Swift class's cannot.
  private mutating func chainControllerInitializers(of type: SwiftTypeDeclaration) {
    guard type.keyword == "class",
      let parent = type.inherited.first,
      RuntimeClasses.viewControllers.contains(parent)
        || index.descends(type.name, fromAny: RuntimeClasses.viewControllers)
    else { return }
    for member in type.members
    where member.kind == .initializer && !member.hasModifier("convenience") {
      guard let range = member.tokens else { continue }
      let tokens = scan.tokens
      var cursor = range.lowerBound
      while cursor + 4 <= range.upperBound {
        if tokens[cursor].identifier == "super", tokens[cursor + 1].isPunctuation("."),
          tokens[cursor + 2].identifier == "init", tokens[cursor + 3].isPunctuation("("),
          tokens[cursor + 4].isPunctuation(")")
        {
          let bytes = tokens[cursor + 3].bytes.lowerBound..<tokens[cursor + 4].bytes.upperBound
          edits.append((bytes, "(nibName: nil, bundle: nil)"))
          cursor += 5
        } else {
          cursor += 1
        }
      }
    }
  }

  /// Applies what the rewrite does to a type: its table, and `@MainActor` off a test case.
  private mutating func handle(_ type: SwiftTypeDeclaration) {
    chainControllerInitializers(of: type)
    wrapAnyObjectLookups(in: type)
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
        // The main actor made the class Sendable; without it, the conformance is unchecked.
        var cursor = attribute.tokens.upperBound + 1
        while cursor < type.bodyStart {
          let token = scan.tokens[cursor]
          if token.identifier == "Sendable",
            scan.tokens[cursor - 1].isPunctuation(",") || scan.tokens[cursor - 1].isPunctuation(":")
          {
            edits.append((token.bytes.lowerBound..<token.bytes.lowerBound, "@unchecked "))
          }
          cursor += 1
        }
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
    } else if index.descends(type.name, fromAny: RuntimeClasses.headerFooterView) {
      // A header or footer class a table view registers is made with `init(reuseIdentifier:)`.
      listed +=
        "; override class func makeRegisteredView(reuseIdentifier: String) -> "
        + "UITableViewHeaderFooterView { \(type.name)(reuseIdentifier: reuseIdentifier) } "
    } else if index.descends(type.name, fromAny: RuntimeClasses.collectionViewCell) {
      // A cell class a collection view registers is made with `init(frame:)`.
      listed +=
        "; override class func makeRegisteredCell(reuseIdentifier: String) -> "
        + "UICollectionViewCell { let cell = \(type.name)(frame: .zero); "
        + "cell.setReuseIdentifier(reuseIdentifier); return cell } "
    } else if index.descends(type.name, fromAny: RuntimeClasses.collectionReusableView) {
      // A supplementary view class a collection view registers is made with `init(frame:)`.
      listed +=
        "; override class func makeRegisteredView(reuseIdentifier: String) -> "
        + "UICollectionReusableView { let view = \(type.name)(frame: .zero); "
        + "view.setReuseIdentifier(reuseIdentifier); return view } "
    }
    // A storyboard's custom object of this class is made by name with `init()`; a subclass
    // without `init()` makes none, rather than an instance of its superclass.
    let initializable = index.isInitializableByName(type.name)
    let inherited = index.inheritsInitializer(type.name)
    if initializable || inherited {
      let access = writer.isPublic ? "public " : ""
      listed +=
        "; \(access)\(inherited ? "override " : "")class func makeInstance() -> AnyObject? { "
        + "\(initializable ? "\(type.name)()" : "nil") } "
      if !inherited { appended.append("\nextension \(type.name): ObjectiveCInitializable {}\n") }
    }
    let launcher = applicationMain(of: type)
    // A class of unknown ancestry gets a table only when it has something to list.
    if index.inheritsTable(type.name) == nil, !listed.contains("case ") {
      if let launcher { insertBeforeClosingBrace(of: type, "; " + launcher) }
      return
    }
    if let launcher { listed += "; " + launcher }
    // After moved members the table starts a line, where a `;` cannot.
    if receivingClasses.contains(type.name), listed.hasPrefix("; ") {
      listed.removeFirst(2)
    }
    insertBeforeClosingBrace(of: type, listed)
    if let conformance = writer.conformance { appended.append(conformance) }
  }

  /// Inserts `text` before the closing brace of `type`'s body, on its line.
  private mutating func insertBeforeClosingBrace(of type: SwiftTypeDeclaration, _ text: String) {
    let brace = scan.tokens[type.bodyEnd].bytes.lowerBound
    edits.append((brace..<brace, text))
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

  mutating func report(_ token: SourceToken, _ message: String) {
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
