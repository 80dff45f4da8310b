import XCTest

/// Where the assertions of this module report their failures: to XCTest by default, or to a
/// capture (``capture(_:)``) so that a test can check the message a user would see.
public enum TestFailures {
  /// A reported failure.
  public struct Failure: Sendable, Equatable, CustomStringConvertible {
    /// The message, as XCTest shows it.
    public var message: String
    /// The line of the assertion.
    public var line: UInt

    /// The message.
    public var description: String { message }
  }

  final class Collector: @unchecked Sendable {
    var failures: [Failure] = []
  }

  @TaskLocal static var collector: Collector?

  /// Runs `body`, collecting the failures of this module's assertions instead of reporting them.
  /// - Returns: The failures, in order.
  public static func capture(_ body: () throws -> Void) rethrows -> [Failure] {
    let collector = Collector()
    try $collector.withValue(collector) { try body() }
    return collector.failures
  }

  /// Reports a failure at `file`/`line`.
  static func fail(_ message: String, file: StaticString, line: UInt) {
    if let collector {
      collector.failures.append(Failure(message: message, line: line))
    } else {
      XCTFail(message, file: file, line: line)
    }
  }
}

/// A line-by-line diff: `-` expected lines missing, `+` actual lines in their place, two spaces
/// for lines that match.
func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      table[i][j] =
        old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  var lines: [String] = []
  var (i, j) = (0, 0)
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  " + old[i])
      (i, j) = (i + 1, j + 1)
    } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
      lines.append("+ " + new[j])
      j += 1
    } else {
      lines.append("- " + old[i])
      i += 1
    }
  }
  return lines.joined(separator: "\n")
}
