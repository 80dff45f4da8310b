import StoryboardRuntime

/// A unified diff of two texts, line by line (the package's one edit script,
/// `lineEditScript`), with three lines of context, as `diff -u` prints it.
enum UnifiedDiff {
  static func between(_ old: String, _ new: String, oldName: String, newName: String) -> String {
    let a = lines(of: old)
    let b = lines(of: new)
    let script = lineEditScript(a, b)
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
}
