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
