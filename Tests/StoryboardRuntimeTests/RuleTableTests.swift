import Foundation
import TestSupport
import XCTest

/// The rule table (`Documentation.docc/BehaviourRules.md`) lists every rule the code and the
/// tests cite; `Scripts/rule-table.py` rewrites it.
final class RuleTableTests: XCTestCase {
  private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  private static let rule = try! NSRegularExpression(
    pattern: #"\b(SB|SEG|UNW|SHOW|CONT|NAV|TAB|SPLIT|PRES|LIFE|ERR)-[0-9]+\b"#)

  private func rules(in text: String) -> Set<String> {
    let matches = Self.rule.matches(in: text, range: NSRange(text.startIndex..., in: text))
    return Set(matches.compactMap { Range($0.range, in: text).map { String(text[$0]) } })
  }

  private func citedRules() throws -> Set<String> {
    var cited: Set<String> = []
    for folder in ["Sources", "Tests"] {
      let base = Self.repository.appendingPathComponent(folder)
      let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: base.path))
      while let file = walker.nextObject() as? String {
        guard file.hasSuffix(".swift") else { continue }
        cited.formUnion(
          rules(in: try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)))
      }
    }
    return cited
  }

  func testEveryCitedRuleHasAnEntry() throws {
    let article = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Sources/Storyboards/Documentation.docc/BehaviourRules.md"), encoding: .utf8)
    let entries = Set(
      article.split(separator: "\n").filter { $0.hasPrefix("### ") }
        .compactMap { $0.dropFirst(4).split(separator: " ").first.map(String.init) })
    let cited = try citedRules()
    XCTAssertGreaterThan(cited.count, 80, "the walk found the citations")
    let missing = cited.subtracting(entries).sorted()
    XCTAssertEqual(
      missing, [],
      "cited in Sources or Tests but not in BehaviourRules.md: run Scripts/rule-table.py")
    for entry in entries {
      XCTAssertTrue(
        article.contains("### \(entry) — "), "\(entry) has a title in the article")
    }
  }
}
