/// Main-actor test cases, which corelibs XCTest cannot call as written.
///
/// The rule: every `@MainActor` stays where it is written. In an `XCTestCase` subclass (or an
/// extension of one) isolated to the main actor — by the class, the extension, the method, or
/// the target's default isolation — each synchronous method XCTest calls itself (a `test…`
/// method without parameters; `setUp`, `tearDown`, `setUpWithError`, `tearDownWithError`)
/// becomes `nonisolated`, its body run inside `MainActor.assumeIsolated { }`. XCTest calls
/// them on the main thread, so the body runs on the main actor as on iOS, and can call the
/// app's and the file's main-actor code; the runner here casts each test method to a
/// nonisolated function type, which a main-actor method is not. Asynchronous test methods
/// keep their isolation: the runner awaits them. The first main-actor class of a chain
/// becomes `@unchecked Sendable` (a main-actor class whose superclass is `Sendable` is
/// `Sendable`; corelibs XCTest's `XCTestCase` is not), so that a `nonisolated` method hands
/// `self` to the main actor's closure. In an asynchronous `setUp()` or `tearDown()`
/// of such a class whose superclass is `XCTestCase`, the call to `super`'s becomes an empty
/// asynchronous call: corelibs XCTest declares both nonisolated and empty (the XCTest module
/// Swift 6.3 ships for Linux documents `setUp() async throws` as "Async setup method called
/// before the invocation of `setUpWithError` for each test method in the class."; its source,
/// `Sources/XCTest/Public/XCAbstractTest.swift` of swift-corelibs-xctest as the swiftwasm fork
/// keeps it, reads `open func setUp() async throws {}`), and a main-actor caller cannot send
/// `self` to it.
extension FileEdit {
  /// The methods XCTest calls itself besides `test…` ones.
  private static let lifecycleMethods: Set<String> = [
    "setUp", "tearDown", "setUpWithError", "tearDownWithError",
  ]

  /// Whether the module class `name` is a test case isolated to the main actor.
  private func isIsolatedTestCase(_ name: String) -> Bool {
    index.descends(name, from: "XCTestCase")
      && (defaultIsolationIsMainActor || index.attributes(of: name).contains("MainActor"))
  }

  /// Applies the rule to the methods of `type`, when it is a test case or its extension.
  mutating func isolateTestMethods(of type: SwiftTypeDeclaration) {
    guard type.keyword == "class" || type.keyword == "extension",
      type.inherited.first == "XCTestCase" || index.descends(type.name, from: "XCTestCase")
    else { return }
    let typeIsolated =
      defaultIsolationIsMainActor || type.has("MainActor")
      || index.attributes(of: type.name).contains("MainActor")
    let tokens = scan.tokens
    if type.keyword == "class", typeIsolated, !type.inherited.contains("Sendable"),
      !(index.superclassName(of: type.name).map { isIsolatedTestCase($0) } ?? false)
    {
      appended.append(
        "\n"
          + ConditionStack.guarded(
            MemberTableWriter.location(path, type.line)
              + "extension \(type.qualifiedName): @unchecked Sendable {}\n", by: type.conditions))
    }
    for member in type.members where member.kind == .method && member.labels.isEmpty {
      if member.isAsync, ["setUp", "tearDown"].contains(member.name),
        typeIsolated || member.has("MainActor"),
        type.inherited.first == "XCTestCase"
          || index.superclassName(of: type.name) == "XCTestCase", let range = member.tokens
      {
        var cursor = range.lowerBound
        while cursor + 4 <= range.upperBound {
          if tokens[cursor].identifier == "super", tokens[cursor + 1].isPunctuation("."),
            tokens[cursor + 2].identifier == member.name, tokens[cursor + 3].isPunctuation("("),
            tokens[cursor + 4].isPunctuation(")")
          {
            edits.append(
              (
                tokens[cursor].bytes.lowerBound..<tokens[cursor + 4].bytes.upperBound,
                "{ () async throws in }()"
              ))
          }
          cursor += 1
        }
        continue
      }
      guard member.name.hasPrefix("test") || Self.lifecycleMethods.contains(member.name),
        !member.isAsync, !member.hasModifier("nonisolated"),
        typeIsolated || member.has("MainActor"), let range = member.tokens,
        let keyword = (range.lowerBound...range.upperBound).first(where: {
          scan.tokens[$0].identifier == "func"
        }),
        let open = ((keyword + 1)...range.upperBound).first(where: {
          scan.tokens[$0].isPunctuation("{")
        })
      else { continue }
      for attribute in member.attributes where attribute.name == "MainActor" {
        blank(attribute.tokens)
      }
      let start = tokens[keyword].bytes.lowerBound
      edits.append((start..<start, "nonisolated "))
      let body = tokens[open].bytes.upperBound
      edits.append(
        (body..<body, " \(member.isThrowing ? "try " : "")MainActor.assumeIsolated {"))
      let end = tokens[range.upperBound].bytes.lowerBound
      edits.append((end..<end, "} "))
    }
  }
}
