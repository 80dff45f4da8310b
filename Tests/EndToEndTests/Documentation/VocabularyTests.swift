import Foundation
import XCTest

/// The repository speaks for itself: every rule its code cites is documented in it, and no word
/// points at material that ships elsewhere.
final class VocabularyTests: XCTestCase {
  /// The text of every file under `folder` whose name ends with one of `suffixes`, by path.
  private func files(under folder: String, suffixes: [String]) throws -> [(String, String)] {
    let base = Repository.root.appendingPathComponent(folder)
    let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: base.path))
    var found: [(String, String)] = []
    while let file = walker.nextObject() as? String {
      guard suffixes.contains(where: file.hasSuffix) else { continue }
      let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
      found.append(("\(folder)/\(file)", text))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  private func matches(_ pattern: String, in text: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      String(text[Range($0.range, in: text)!])
    }
  }

  /// `O1–O7` is O1 to O7; `E1` is itself.
  private func expand(_ citation: String) -> [String] {
    let parts = citation.split(separator: "–")
    guard parts.count == 2, let kind = parts[0].first, let from = Int(parts[0].dropFirst()),
      let to = Int(parts[1].drop { !$0.isNumber }), from <= to
    else { return [citation] }
    return (from...to).map { "\(kind)\($0)" }
  }

  func testEverySplitRuleCitedInTheSourcesHasAnEntry() throws {
    let article = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Sources/StoryboardEditing/Documentation.docc/SplitRules.md"), encoding: .utf8)
    let entries = Set(
      try matches(#"(?m)^#### [ONBE][0-9]+(?= — )"#, in: article).map { $0.dropFirst(5) }
        .map(String.init))
    XCTAssertEqual(entries.count, 21, "O1–O7, N1–N6, B1–B3 and E1–E5 have entries")
    var cited: [String: String] = [:]  // rule → the first file citing it
    for (path, text) in try files(under: "Sources", suffixes: [".swift"]) {
      XCTAssertFalse(text.contains("SPLIT.md"), "\(path) cites a file the repository lacks")
      for citation in try matches(#"\b[ONBE][0-9]+(?:–[ONBE]?[0-9]+)?\b"#, in: text) {
        for rule in expand(citation) where cited[rule] == nil { cited[rule] = path }
      }
    }
    XCTAssertGreaterThanOrEqual(cited.count, 10, "the walk found the citations")
    let missing = cited.filter { !entries.contains($0.key) }.map { "\($0.key) (\($0.value))" }
    XCTAssertEqual(missing.sorted(), [], "cited in Sources but not in SplitRules.md")
  }

  func testNoWordPointsOutsideTheRepository() throws {
    var texts = try files(under: "Sources", suffixes: [".swift", ".md"])
    texts.append(
      (
        "README.md",
        try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
      ))
    // The articles a technique comes from are named by the example that ports it.
    let outside = #"(?i)\bseeds?\b|\bcorpus/"#
    var found: [String] = []
    for (path, text) in texts {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where try !matches(outside, in: String(line)).isEmpty {
        found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    XCTAssertEqual(found, [], "words that name material outside the repository")
  }
}
