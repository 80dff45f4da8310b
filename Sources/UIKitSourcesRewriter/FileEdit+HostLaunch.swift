/// The launch of a hosted test target's app before each test's body (see ``HostedAppWriter``).
///
/// - An `XCTestCase` class whose superclass is not one of the module's test cases gets
///   `override func invokeTest()` calling the host's `launch()` before `super.invokeTest()`
///   (corelibs XCTest runs `setUp`, the test and `tearDown` inside `invokeTest()`); one that
///   declares `invokeTest()` gets the call at the top of its body.
/// - A Swift Testing `@Test` function, and the initializers of a type declaring one (a
///   suite's `init` runs before each of its tests), get the call at the top of their bodies.
extension FileEdit {
  /// The call that launches the host.
  private static var launchCall: String { " \(HostedAppWriter.hostName).launch();" }

  /// `invokeTest()` for `type`, to write into its body, or `""` (the call is inserted into
  /// its own `invokeTest()`, or it needs none).
  mutating func hostedTestLaunch(of type: SwiftTypeDeclaration) -> String {
    guard hostsTests, type.keyword == "class", !type.isLocal,
      type.inherited.first == "XCTestCase" || index.descends(type.name, from: "XCTestCase"),
      !(index.superclassName(of: type.name).map { index.descends($0, from: "XCTestCase") }
        ?? false)
    else { return "" }
    if let own = type.members.first(where: {
      $0.kind == .method && $0.name == "invokeTest" && $0.labels.isEmpty && !$0.isTypeMember
    }) {
      insertLaunch(into: own)
      return ""
    }
    let access =
      type.modifiers.contains("open") || type.modifiers.contains("public") ? "public " : ""
    return MemberTableWriter.location(path, type.line)
      + "nonisolated \(access)override func invokeTest() {\(Self.launchCall) "
      + "super.invokeTest() }\n"
  }

  /// Inserts the launch into the `@Test` functions of a file that imports Testing, and into
  /// the initializers of the types declaring them.
  mutating func launchBeforeSwiftTestingTests() {
    guard hostsTests, scan.tokens.indices.contains(where: { isImport(of: "Testing", at: $0) })
    else { return }
    let tokens = scan.tokens
    var cursor = 0
    while cursor + 1 < tokens.count {
      defer { cursor += 1 }
      guard tokens[cursor].isPunctuation("@"), tokens[cursor + 1].identifier == "Test" else {
        continue
      }
      var keyword = cursor + 2
      while keyword < tokens.count, tokens[keyword].identifier != "func" {
        if tokens[keyword].isPunctuation("("), let close = scan.closing(from: keyword) {
          keyword = close
        } else if tokens[keyword].isPunctuation("{") || tokens[keyword].isPunctuation("}") {
          break
        }
        keyword += 1
      }
      guard keyword < tokens.count, tokens[keyword].identifier == "func",
        let open = bodyOpening(after: keyword)
      else { continue }
      insertLaunch(at: open)
      cursor = open
    }
    for type in scan.types
    where type.members.contains(where: { $0.kind == .method && $0.has("Test") }) {
      for member in type.members where member.kind == .initializer && !member.isTypeMember {
        insertLaunch(into: member)
      }
    }
  }

  /// Inserts the launch at the top of `member`'s body.
  private mutating func insertLaunch(into member: SwiftMemberDeclaration) {
    guard let open = bodyOpening(after: member.keywordToken),
      member.tokens.map({ $0.contains(open) }) ?? false
    else { return }
    insertLaunch(at: open)
  }

  private mutating func insertLaunch(at open: Int) {
    let end = scan.tokens[open].bytes.upperBound
    edits.append((end..<end, Self.launchCall))
  }

  /// The `{` opening the body of the declaration whose keyword is at `keyword`: the first
  /// outside its parameters' parentheses and brackets.
  private func bodyOpening(after keyword: Int) -> Int? {
    let tokens = scan.tokens
    var cursor = keyword + 1
    while cursor < tokens.count {
      if tokens[cursor].isPunctuation("{") { return cursor }
      if tokens[cursor].isPunctuation("}") { return nil }
      if tokens[cursor].isPunctuation("(") || tokens[cursor].isPunctuation("["),
        let close = scan.closing(from: cursor)
      {
        cursor = close
      }
      cursor += 1
    }
    return nil
  }

  /// Whether the tokens at `index` are `import name`.
  private func isImport(of name: String, at index: Int) -> Bool {
    index + 1 < scan.tokens.count && scan.tokens[index].identifier == "import"
      && scan.tokens[index + 1].identifier == name
  }
}
