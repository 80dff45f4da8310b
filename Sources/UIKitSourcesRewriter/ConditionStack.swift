/// The `#if` blocks open at a point of a Swift file, read directive by directive: what a
/// declaration there is compiled under, as conditions Swift's `#if` accepts again, so that
/// generated code can be put under the same ones.
///
/// A branch's condition is its own and the negation of the branches before it:
/// `#if A` gives `(A)`, a following `#elseif B` gives `!(A) && (B)`, and `#else`
/// gives `!(A) && !(B)`.
struct ConditionStack {
  /// Each open block: the conditions of its earlier branches and of the current one (`nil`
  /// for `#else`).
  private var blocks: [(earlier: [String], current: String?)] = []

  /// The condition of each open block's current branch, outermost first.
  var conditions: [String] {
    blocks.map { block in
      (block.earlier.map { "!(\($0))" } + (block.current.map { ["(\($0))"] } ?? []))
        .joined(separator: " && ")
    }
  }

  /// Applies the directive `keyword` (`if`, `elseif`, `else`, `endif`) with its condition.
  /// Returns `false` for a directive with no open block to continue or close.
  @discardableResult
  mutating func apply(_ keyword: String, condition: String) -> Bool {
    switch keyword {
    case "if":
      blocks.append(([], condition))
    case "elseif", "else":
      guard var block = blocks.popLast() else { return false }
      if let current = block.current { block.earlier.append(current) }
      block.current = keyword == "else" ? nil : condition
      blocks.append(block)
    case "endif":
      guard blocks.popLast() != nil else { return false }
    default:
      return false
    }
    return true
  }

  /// `conditions` as one condition, or `nil` when there is none.
  static func combined(_ conditions: [String]) -> String? {
    let nonEmpty = conditions.filter { !$0.isEmpty }
    return nonEmpty.isEmpty ? nil : nonEmpty.joined(separator: " && ")
  }

  /// `text` (lines of Swift, each ending with a line break) under `conditions`.
  static func guarded(_ text: String, by conditions: [String]) -> String {
    guard let condition = combined(conditions) else { return text }
    return "#if \(condition)\n\(text)#endif\n"
  }
}
