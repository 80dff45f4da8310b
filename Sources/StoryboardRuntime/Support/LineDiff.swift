/// One line of a comparison of two texts, line by line.
package struct DiffLine: Equatable {
  package enum Kind { case same, removed, added }
  package var kind: Kind
  package var text: String
  /// The line's index in the old text (for an added line: the index of the old line it comes
  /// before).
  package var oldIndex: Int
  /// The line's index in the new text (for a removed line: the index of the new line it comes
  /// before).
  package var newIndex: Int
}

/// The one comparison of texts in the package: a shortest edit script between the lines of
/// `old` and `new` (Myers' algorithm: fast when they differ little), each run of changes with
/// its removed lines first, then the added ones. The test assertions, flow expectations and
/// `split --dry-run`'s unified diffs are views of it.
package func lineEditScript(_ old: [String], _ new: [String]) -> [DiffLine] {
  let (n, m) = (old.count, new.count)
  let offset = n + m + 1
  var frontier = [Int](repeating: 0, count: 2 * offset + 1)
  var trace: [[Int]] = []
  search: for d in 0...(n + m) {
    trace.append(frontier)
    for k in stride(from: -d, through: d, by: 2) {
      var x =
        (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
        ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
      var y = x - k
      while x < n, y < m, old[x] == new[y] {
        x += 1
        y += 1
      }
      frontier[offset + k] = x
      if x >= n, y >= m { break search }
    }
  }
  // Walk the trace back from the end.
  var script: [DiffLine] = []
  var (x, y) = (n, m)
  for d in stride(from: trace.count - 1, through: 0, by: -1) {
    let v = trace[d]
    let k = x - y
    let previousK =
      (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
    let previousX = v[offset + previousK]
    let previousY = previousX - previousK
    while x > previousX, y > previousY {
      script.append(DiffLine(kind: .same, text: old[x - 1], oldIndex: x - 1, newIndex: y - 1))
      x -= 1
      y -= 1
    }
    if d > 0 {
      if x == previousX {
        script.append(DiffLine(kind: .added, text: new[y - 1], oldIndex: x, newIndex: y - 1))
      } else {
        script.append(DiffLine(kind: .removed, text: old[x - 1], oldIndex: x - 1, newIndex: y))
      }
    }
    (x, y) = (previousX, previousY)
  }
  return removedFirst(script.reversed())
}

/// `script` with each run of changes reordered: its removed lines, then its added ones.
private func removedFirst(_ script: [DiffLine]) -> [DiffLine] {
  var result: [DiffLine] = []
  var added: [DiffLine] = []
  for line in script {
    switch line.kind {
    case .same:
      result += added
      added = []
      result.append(line)
    case .removed: result.append(line)
    case .added: added.append(line)
    }
  }
  return result + added
}

/// A line-by-line diff: `-` expected lines missing, then `+` actual lines in their place, two
/// spaces for lines that match.
package func lineDiff(expected: String, actual: String) -> String {
  lineDiffEntries(expected: expected, actual: actual).map(\.text).joined(separator: "\n")
}

/// ``lineDiff(expected:actual:)`` of two lists, one item a line (an empty list has no line).
package func lineDiff(expected: [String], actual: [String]) -> String {
  lineEditScript(expected, actual).map { line in
    switch line.kind {
    case .same: return "  " + line.text
    case .removed: return "- " + line.text
    case .added: return "+ " + line.text
    }
  }.joined(separator: "\n")
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
  let script = lineEditScript(
    expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
    actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  // The expected lines the current run of changes removed, and how many lines it added: the
  // k-th added line replaces the k-th removed one, so it carries its number.
  var removed: [Int] = []
  var added = 0
  return script.map { line in
    switch line.kind {
    case .same:
      (removed, added) = ([], 0)
      return ("  " + line.text, line.oldIndex + 1)
    case .removed:
      removed.append(line.oldIndex + 1)
      return ("- " + line.text, line.oldIndex + 1)
    case .added:
      defer { added += 1 }
      return ("+ " + line.text, added < removed.count ? removed[added] : line.oldIndex + 1)
    }
  }
}
