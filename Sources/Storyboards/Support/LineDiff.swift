/// A line-by-line diff: `-` expected lines missing, then `+` actual lines in their place, two
/// spaces for lines that match.
package func lineDiff(expected: String, actual: String) -> String {
  lineDiffEntries(expected: expected, actual: actual).map(\.text).joined(separator: "\n")
}

/// The lines of ``lineDiff(expected:actual:)`` with the number of each line in `expected` (the
/// k-th line added in a run of changes carries the number of the k-th line the run removed, the
/// line it replaces; one with none to replace, the line it comes before), for a diff that names
/// the lines of a reference file: `   3 - old` / `   3 + new`.
package func numberedLineDiff(expected: String, actual: String) -> String {
  lineDiffEntries(expected: expected, actual: actual).map { entry in
    let number = String(entry.expectedLine)
    return String(repeating: " ", count: max(0, 4 - number.count)) + number + " " + entry.text
  }.joined(separator: "\n")
}

private func lineDiffEntries(expected: String, actual: String) -> [(
  text: String, expectedLine: Int
)] {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      table[i][j] =
        old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  var lines: [(text: String, expectedLine: Int)] = []
  var (i, j) = (0, 0)
  // The expected lines the current run of changes removed, and how many lines it added: the
  // k-th added line replaces the k-th removed one, so it carries its number.
  var removed: [Int] = []
  var added = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append(("  " + old[i], i + 1))
      (i, j) = (i + 1, j + 1)
      (removed, added) = ([], 0)
    } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
      // What was expected comes first, then what replaced it.
      removed.append(i + 1)
      lines.append(("- " + old[i], i + 1))
      i += 1
    } else {
      lines.append(("+ " + new[j], added < removed.count ? removed[added] : i + 1))
      added += 1
      j += 1
    }
  }
  return lines
}
