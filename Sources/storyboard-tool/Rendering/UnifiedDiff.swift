/// A unified diff of two texts, line by line (Myers' algorithm: fast when they differ little),
/// with three lines of context, as `diff -u` prints it.
enum UnifiedDiff {
  static func between(_ old: String, _ new: String, oldName: String, newName: String) -> String {
    let a = lines(of: old)
    let b = lines(of: new)
    let script = editScript(a, b)
    guard script.contains(where: { $0.kind != .same }) else { return "" }
    var output = ["--- \(oldName)", "+++ \(newName)"]
    // Hunks: runs of changes with up to three lines of context around them.
    var index = 0
    while index < script.count {
      guard let change = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
      let start = max(index, change - 3)
      var end = change
      var lastChange = change
      while end < script.count {
        if script[end].kind != .same {
          lastChange = end
        } else if end - lastChange > 6 {
          break
        }
        end += 1
      }
      end = min(script.count, lastChange + 4)
      let hunk = script[start..<end]
      let oldStart = hunk.first!.oldIndex
      let newStart = hunk.first!.newIndex
      let oldCount = hunk.filter { $0.kind != .added }.count
      let newCount = hunk.filter { $0.kind != .removed }.count
      output.append(
        "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) "
          + "+\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@")
      for line in hunk {
        switch line.kind {
        case .same: output.append(" " + line.text)
        case .removed: output.append("-" + line.text)
        case .added: output.append("+" + line.text)
        }
      }
      index = end
    }
    return output.joined(separator: "\n") + "\n"
  }

  private static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  struct Line {
    enum Kind { case same, removed, added }
    var kind: Kind
    var text: String
    /// The line's index in the old text (for added lines: where it goes).
    var oldIndex: Int
    var newIndex: Int
  }

  /// The lines of `a` and `b` in order, each same, removed or added: a shortest edit script.
  static func editScript(_ a: [String], _ b: [String]) -> [Line] {
    let (n, m) = (a.count, b.count)
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
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m { break search }
      }
    }
    // Walk the trace back from the end.
    var script: [Line] = []
    var (x, y) = (n, m)
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK =
        (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
      let previousX = v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        script.append(Line(kind: .same, text: a[x - 1], oldIndex: x - 1, newIndex: y - 1))
        x -= 1
        y -= 1
      }
      if d > 0 {
        if x == previousX {
          script.append(Line(kind: .added, text: b[y - 1], oldIndex: x, newIndex: y - 1))
        } else {
          script.append(Line(kind: .removed, text: a[x - 1], oldIndex: x - 1, newIndex: y))
        }
      }
      (x, y) = (previousX, previousY)
    }
    return script.reversed()
  }
}
