import Foundation
import StoryboardLoader
import TestSupport
import XCTest
import XMLParserReference

/// The package's XML reader against Foundation's `XMLParser` feeding the same builder: every
/// real and malformed storyboard, and mutants of them, are loaded to the same definitions or
/// refused by both.
final class DifferentialTests: XCTestCase {
  private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Compares the readers on each file; returns how many loaded and how many were refused.
  private func compare(_ files: [String], file: StaticString = #filePath, line: UInt = #line)
    throws -> (loaded: Int, refused: Int)
  {
    var counts = (loaded: 0, refused: 0)
    for path in files {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      switch DifferentialComparison(bytes, name: "Doc", path: path) {
      case .agree(let loaded): loaded ? (counts.loaded += 1) : (counts.refused += 1)
      case .skipped(let why): XCTFail("\(path) skipped: \(why)", file: file, line: line)
      case .disagree(let why): XCTFail("\(path): \(why)", file: file, line: line)
      }
    }
    return counts
  }

  func testEveryCorpusFileLoadsToTheSameDefinition() throws {
    let files = try StoryboardLoader.storyboardFiles(atPath: try SharedCorpus.require())
    let counts = try compare(files)
    XCTAssertEqual(counts.loaded, 186)
    XCTAssertEqual(counts.refused, 0)
  }

  func testEveryFixtureAndExampleHasTheSameVerdict() throws {
    let fixtures = try StoryboardLoader.storyboardFiles(atPath: TestPaths.fixtures)
    let examples = try StoryboardLoader.storyboardFiles(
      atPath: Self.repository.appendingPathComponent("Examples").path)
    let counts = try compare(fixtures + examples)
    let bad = fixtures.filter { $0.contains("/Bad/") || $0.contains("/Fuzz/") }
    XCTAssertEqual(bad.count, 12)
    XCTAssertEqual(
      counts.refused, bad.count, "every fixture under Bad/ and Fuzz/ is refused by both")
    XCTAssertEqual(counts.loaded, fixtures.count + examples.count - bad.count)
  }

  /// Mutants of a real storyboard: deletions, insertions of XML's own punctuation, byte flips,
  /// truncations. The fuzzer (`Scripts/fuzz.sh`) goes further, guided by coverage.
  func testMutantsHaveTheSameVerdictAndDefinition() throws {
    let original = Array(
      try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("Valid.storyboard"))))
    let tokens = [
      "<", ">", "\"", "'", "/", "=", "&", "&amp;", "&#x41;", "<!--", "-->", "<?p?>", "<?p d?>",
      "<![CDATA[", "]]>", "id", "segue", "\u{0}", "\u{FF}", "é", ":", " ",
    ].map { Array($0.utf8) }
    var random = SplitMix(state: 12)
    var outcomes = (agreed: 0, loaded: 0, skipped: 0)
    for _ in 0..<600 {
      let bytes = random.mutant(of: original, edits: 3, longestDeletion: 20, inserting: tokens)
      switch DifferentialComparison(bytes) {
      case .agree(let loaded):
        outcomes.agreed += 1
        if loaded { outcomes.loaded += 1 }
      case .skipped: outcomes.skipped += 1
      case .disagree(let why):
        XCTFail("mutant disagrees: \(why)\n\(String(decoding: bytes, as: UTF8.self))")
      }
    }
    XCTAssertGreaterThan(outcomes.agreed, 500)
    XCTAssertGreaterThan(outcomes.loaded, 50, "some mutants stay well-formed")
    XCTAssertGreaterThan(outcomes.skipped, 0, "some mutants are PIs without data")
  }
}
