import Foundation
import StoryboardLoader
import StoryboardRuntime

/// Checks of a split request that need no analysis of the segues: the selection, the new
/// name, the bundle.
extension StoryboardSplit {
  /// The scenes `selectors` name, or a usage error: unknown (with a did-you-mean), ambiguous
  /// (with the candidates), empty, or every scene.
  static func select(_ selectors: [String], in document: SplitDocument) throws(StoryboardSplitError)
    -> [Int]
  {
    var selected: [Int] = []
    let file = "\(document.name).storyboard"
    for selector in selectors.map({ $0.trimmingCharacters(in: .whitespaces) })
    where !selector.isEmpty {
      let found = document.scenes(matching: selector)
      if found.count > 1 {
        throw StoryboardSplitError(
          .usage,
          "'\(selector)' matches \(found.count) scenes of \(file); name one by its scene "
            + "ID or controller ID.", notes: found.map { "candidate: \(document.describe($0))" })
      }
      guard let scene = found.first else {
        let candidates = document.scenes.flatMap {
          [$0.sceneID, $0.controllerID, $0.storyboardIdentifier, $0.customClass].compactMap { $0 }
        }
        let suggestion = closest(to: selector, in: candidates).map { "; did you mean '\($0)'?" }
        throw StoryboardSplitError(
          .usage, "no scene in \(file) matches '\(selector)'\(suggestion ?? ".")")
      }
      if !selected.contains(scene) { selected.append(scene) }
    }
    if selected.isEmpty {
      throw StoryboardSplitError(
        .usage, "--scenes selects no scene; name at least one scene of \(file).")
    }
    if selected.count == document.scenes.count {
      throw StoryboardSplitError(
        .usage,
        "--scenes selects every scene of \(file); rename the file instead of splitting it.")
    }
    return selected.sorted()
  }

  /// The candidate nearest to `text` by edit distance, when it is near enough to be a typo.
  static func closest(to text: String, in candidates: [String]) -> String? {
    let scored = Set(candidates).map { ($0, distance(text.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
    return best.1 <= max(2, text.count / 3) ? best.0 : nil
  }

  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return a.isEmpty ? b.count : row[b.count]
  }

  /// A usage error when `name` cannot be a storyboard's file name.
  static func checkName(_ name: String) throws(StoryboardSplitError) {
    let forbidden = CharacterSet(charactersIn: "/\\:*?\"<>|").union(.controlCharacters)
    if name.isEmpty || name.hasPrefix(".") || name.rangeOfCharacter(from: forbidden) != nil
      || name.hasSuffix(".storyboard")
    {
      throw StoryboardSplitError(
        .usage,
        "'\(name)' is not a storyboard name; give --into a file name without folder or "
          + "extension, such as 'Settings'.")
    }
  }
}
