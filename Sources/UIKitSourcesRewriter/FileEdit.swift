import SourceTokenizer

/// The rewrite of one file: byte-range edits over its text (see ``UIKitSourcesRewriter``).
struct FileEdit {
  let path: String
  let text: String
  /// The text's UTF-8 bytes, which the edits' ranges index.
  let utf8: [UInt8]
  let scan: SwiftFileScan
  let index: ModuleIndex
  let fileNumber: Int
  /// Whether the target's declarations are isolated to the main actor by default
  /// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`).
  var defaultIsolationIsMainActor = false
  /// Whether the module is a hosted test target: its tests launch its app first (see
  /// ``hostedTestLaunch(of:)``).
  var hostsTests = false
  /// The module whose resources are the app's main bundle: the app's own, or the app hosting
  /// a test target; `nil` leaves `Bundle.main` as it is (see ``rewriteBundle(at:)``).
  var mainBundleModule: String?
  private(set) var diagnostics: [RewriteDiagnostic] = []
  var edits: [(range: Range<Int>, text: String)] = []
  /// Text written after the file's last line (conformances).
  var appended: [String] = []
  /// The runtime's names the generated code uses, imported by name when the file does not
  /// import UIKit's names (see ``scopedImports``).
  var usedNames: Set<String> = []
  /// The frameworks the file imports that the runtime does not simulate (SwiftUI, Combine).
  var importsUnsimulated: Set<String> = []
  /// Whether the file imports UIKit's names (`import StoryboardsUIKit` after the rewrite).
  var importsUIKitNames = false
  /// The byte ranges of the members moved out of this file: no other edit applies inside.
  private var movedRanges: [Range<Int>] = []

  /// The attributes that only the Objective-C runtime gives meaning to.
  private static let objectiveCAttributes: Set<String> = [
    "IBOutlet", "IBAction", "objc", "objcMembers", "nonobjc", "IBSegueAction",
  ]

  init(
    path: String, text: String, scan: SwiftFileScan, index: ModuleIndex, fileNumber: Int
  ) {
    self.path = path
    self.text = text
    self.utf8 = Array(text.utf8)
    self.scan = scan
    self.index = index
    self.fileNumber = fileNumber
  }

  mutating func run() {
    let tokens = scan.tokens
    var cursor = 0
    while cursor < tokens.count { cursor = rewrite(at: cursor) }
    for type in scan.types { handle(type) }
    launchBeforeSwiftTestingTests()
    wrapAnyObjectCasts()
    refuseUnsimulatedNames()
  }

  /// Rewrites what starts at the token `cursor`, and returns the index of the next token to
  /// look at. One look at the token's kind first: the fuzzer and large files make this the
  /// step's inner loop.
  private mutating func rewrite(at cursor: Int) -> Int {
    let tokens = scan.tokens
    let token = tokens[cursor]
    switch token.kind {
    case .punctuation("@"):
      guard cursor + 1 < tokens.count, let name = tokens[cursor + 1].identifier,
        Self.objectiveCAttributes.contains(name)
      else { return cursor + 1 }
      var end = cursor + 1
      if end + 1 < tokens.count, tokens[end + 1].isPunctuation("("),
        tokens[end + 1].line == tokens[end].line, let close = scan.closing(from: end + 1)
      {
        end = close
      }
      blank(cursor...end)
      return end + 1
    case .punctuation("#"):
      guard let (name, close) = poundCall(at: cursor) else { return cursor + 1 }
      if name == "selector" {
        rewriteSelector(cursor, close)
      } else {
        rewriteKeyPath(cursor, close)
      }
      return close + 1
    case .punctuation("?"):
      _ = rewriteOptionalRequirementCall(at: cursor) || rewriteDynamicCall(at: cursor)
      return cursor + 1
    case .punctuation:
      return cursor + 1
    case .string(nil):
      rewriteLiteralsInInterpolations(of: token)
      return cursor + 1
    case .string:
      return cursor + 1
    case .identifier(let word):
      switch word {
      case "dynamic":
        if isModifierPosition(cursor + 1) { blank(cursor...cursor) }
      case "import":
        if let end = rewriteImport(cursor) { return end + 1 }
      case "target":
        _ = rewriteDynamicCall(at: cursor)
      case "NSClassFromString":
        if let end = rewriteClassLookup(at: cursor) { return end + 1 }
        rewriteRuntimeClassLookup(at: cursor)
      case "Bundle":
        rewriteBundle(at: cursor)
      case "NSLocalizedString", "String", "localizedString":
        rewriteLocalizedString(at: cursor)
      case "NSSelectorFromString":
        edits.append((token.bytes, "Selector"))
        usedNames.insert("Selector")
      default:
        if let refusal = refusal(at: cursor) { report(token, refusal) }
      }
      return cursor + 1
    }
  }

  /// The text with its edits, after the `#sourceLocation` line naming the original file.
  func result() -> String {
    let file = path.replacingBackslashesAndQuotes()
    // A `main.swift` copy is named `main.swift` too (its top-level code is the program's),
    // and a `#sourceLocation` naming the original would give the module two files of one
    // `#fileID`: its lines are the original's without it, its imports on the first line.
    if path.hasSuffix("/main.swift") || path == "main.swift" {
      let imports = scopedImports.split(separator: "\n").filter { !$0.hasPrefix("#") }
      return imports.map { $0 + "; " }.joined() + body() + appended.joined()
    }
    return scopedImports + "#sourceLocation(file: \"\(file)\", line: 1)\n" + body()
      + appended.joined()
  }

  /// The text with its edits.
  func body() -> String {
    var bytes = utf8
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
          "\n"
          + ConditionStack.guarded(
            MemberTableWriter.location(member.path, member.line) + member.text + "\n",
            by: member.conditions)
      }
      text += "\n#sourceLocation(file: \"\(file)\", line: \(closing.line))\n"
      edits.append((closing.bytes.lowerBound..<closing.bytes.lowerBound, text))
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
    if type.keyword == "protocol" { translateOptionalRequirements(of: type) }
    guard type.keyword == "class" || type.keyword == "extension" else { return }
    isolateTestMethods(of: type)
    guard type.keyword == "class", scan.tokens[type.bodyEnd].isPunctuation("}") else { return }
    writeGeneratedMembers(of: type)
  }

  /// The name and closing parenthesis of `#name(…)` starting at `index`, for the names the
  /// rewrite translates (`selector`, `keyPath`), if one does.
  private func poundCall(at index: Int) -> (name: String, close: Int)? {
    let tokens = scan.tokens
    guard tokens[index].isPunctuation("#"), index + 2 < tokens.count,
      let name = tokens[index + 1].identifier, name == "selector" || name == "keyPath",
      tokens[index + 2].isPunctuation("("), let close = scan.closing(from: index + 2)
    else { return nil }
    return (name, close)
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
  mutating func blank(_ range: ClosedRange<Int>) {
    let bytes =
      scan.tokens[range.lowerBound].bytes
      .lowerBound..<scan.tokens[range.upperBound]
      .bytes.upperBound
    let original = utf8[bytes]
    edits.append((bytes, String(original.map { $0 == 10 ? "\n" : " " }.joined())))
  }

  /// Replaces `#selector(…)` (tokens `start...close`) with the selector it names.
  private mutating func rewriteSelector(_ start: Int, _ close: Int) {
    let resolver = SelectorResolver(scan: scan, index: index)
    switch resolver.resolve((start + 3)..<close, at: start) {
    case .success(let name):
      let range = scan.tokens[start].bytes.lowerBound..<scan.tokens[close].bytes.upperBound
      edits.append((range, "Selector(\"\(name)\")"))
      usedNames.insert("Selector")
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
