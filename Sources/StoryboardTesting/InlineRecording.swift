// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import Foundation

  /// Record mode for an expected text written in the test itself: the string literal argument of
  /// the call at a source location is replaced by a multi-line literal of the new text.
  ///
  /// Edits already made in this process are remembered per file, so that a later call in the
  /// same file is found at its original line although lines were added or removed above it.
  enum InlineRecording {
    private struct Edit {
      /// The call's original line and column.
      let line: Int
      let column: Int
      /// How many lines the edit added (negative: removed).
      let delta: Int
      let text: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var edits: [String: [Edit]] = [:]

    /// Replaces the first string literal argument of the call at `line`:`column` of `path` with
    /// `text`.
    /// - Returns: Why it could not (the file is unreadable, there is no string literal argument,
    ///   the literal interpolates, the call was recorded with another text in this run), or
    ///   `nil` once written.
    static func record(_ text: String, inCallAt path: String, line: Int, column: Int) -> String? {
      lock.lock()
      defer { lock.unlock() }
      let previous = edits[path] ?? []
      if let earlier = previous.first(where: { $0.line == line && $0.column == column }) {
        return earlier.text == text
          ? nil
          : "this assertion ran again with another hierarchy after recording one; record a "
            + "call that runs once (a helper's expected text belongs to each of its callers)"
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        return "cannot read \(path)"
      }
      var source = Array(data)
      let shift = previous.filter { $0.line < line }.reduce(0) { $0 + $1.delta }
      guard let call = offset(ofLine: line + shift, column: column, in: source) else {
        return "\(path) has no line \(line + shift) (was it edited during the run?)"
      }
      let literal: Range<Int>
      switch SwiftLiteralScanner(source).firstStringArgument(ofCallAt: call) {
      case .success(let range): literal = range
      case .failure(let problem): return problem.message
      }
      let replacement = multilineLiteral(
        text, indent: indentation(before: literal.lowerBound, in: source))
      let removedLines = source[literal].filter { $0 == UInt8(ascii: "\n") }.count
      source.replaceSubrange(literal, with: Array(replacement.utf8))
      do {
        try Data(source).write(to: URL(fileURLWithPath: path))
      } catch {
        return "cannot write \(path): \(error.localizedDescription)"
      }
      let added = replacement.utf8.filter { $0 == UInt8(ascii: "\n") }.count
      edits[path, default: []].append(
        Edit(line: line, column: column, delta: added - removedLines, text: text))
      return nil
    }

    /// The byte offset of 1-based `line` and `column` (in UTF-8 bytes, as `#column` counts).
    private static func offset(ofLine line: Int, column: Int, in source: [UInt8]) -> Int? {
      var current = 1
      var index = 0
      while current < line {
        guard let newline = source[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        index = newline + 1
        current += 1
      }
      let end = source[index...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
      return min(index + max(column - 1, 0), end)
    }

    /// The indentation of a multi-line literal that starts at `offset`: that of its line, two
    /// spaces deeper when the literal does not start the line.
    private static func indentation(before offset: Int, in source: [UInt8]) -> String {
      let lineStart = (source[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
      let prefix = source[lineStart..<offset]
      let spaces = prefix.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      let indent = String(decoding: spaces, as: UTF8.self)
      return spaces.count == prefix.count ? indent : indent + "  "
    }

    /// `text` as a multi-line string literal whose lines are indented by `indent`: raw
    /// (`#"""`) when the text holds a backslash or a triple quote.
    static func multilineLiteral(_ text: String, indent: String) -> String {
      guard !text.isEmpty else { return "\"\"" }
      var pounds = ""
      if text.contains("\\") || text.contains("\"\"\"") {
        pounds = "#"
        while text.contains("\"" + pounds) || text.contains("\\" + pounds) { pounds += "#" }
      }
      let body = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
      return pounds + "\"\"\"\n" + body + "\n" + indent + "\"\"\"" + pounds
    }
  }
#endif
