import Storyboards
import TestSupport
import XCTest

@testable import StoryboardRuntime

/// The package's one line comparison: a shortest edit script that rebuilds both texts, with
/// each run of changes removed-first, and the diffs the assertions print from it.
final class LineDiffTests: XCTestCase {
  func testTheScriptRebuildsBothTextsAndPutsRemovedLinesFirstInEveryRun() {
    var random = SplitMix(state: 20_261_125)
    for _ in 0..<500 {
      let old = (0..<random.next(12)).map { _ in "line \(random.next(5))" }
      let new = (0..<random.next(12)).map { _ in "line \(random.next(5))" }
      let script = lineEditScript(old, new)
      XCTAssertEqual(script.filter { $0.kind != .added }.map(\.text), old)
      XCTAssertEqual(script.filter { $0.kind != .removed }.map(\.text), new)
      XCTAssertEqual(
        script.filter { $0.kind != .added }.map(\.oldIndex), Array(old.indices))
      for (index, line) in script.enumerated().dropFirst() where line.kind == .removed {
        XCTAssertNotEqual(script[index - 1].kind, .added, "\(old) → \(new)")
      }
      // Shortest: no more changes than the longest common subsequence allows.
      XCTAssertEqual(
        script.filter { $0.kind == .same }.count, longestCommonSubsequence(old, new),
        "\(old) → \(new)")
    }
  }

  func testANumberedDiffGivesEachReplacementTheNumberOfTheLineItReplaces() {
    XCTAssertEqual(
      numberedLineDiff(expected: "a\nb\nc\nd", actual: "a\nB\nC\nX\nd"),
      """
         1   a
         2 - b
         3 - c
         2 + B
         3 + C
         4 + X
         4   d
      """)
    XCTAssertEqual(lineDiff(expected: "a", actual: "a\nb"), "  a\n+ b")
  }

  private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}
