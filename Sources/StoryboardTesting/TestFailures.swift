// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import Testing
  import XCTest

  /// Where the assertions of this module report their failures: to Swift Testing inside a `@Test`,
  /// to XCTest otherwise, or to a capture (``capture(_:)``) so that a test can check the message a
  /// user would see.
  public enum TestFailures {
    /// A reported failure.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
      /// The message, as the test framework shows it.
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

    /// Reports a failure where the assertion was called: as an issue of the running `@Test`, or
    /// as an XCTest failure when no Swift Testing test is running.
    static func fail(_ message: String, at site: CallSite) {
      _ = XCTestRunTracker.shared  // observes the run from the first failure on
      if let collector {
        collector.failures.append(Failure(message: message, line: site.line))
      } else if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: site.fileID, filePath: "\(site.file)", line: Int(site.line),
            column: Int(site.column)))
      } else {
        XCTFail(message, file: site.file, line: site.line)
      }
    }
  }

  /// Where an assertion was called, as both test frameworks want it.
  package struct CallSite {
    package let fileID: String
    package let file: StaticString
    package let line: UInt
    package let column: UInt

    package init(fileID: String, file: StaticString, line: UInt, column: UInt) {
      self.fileID = fileID
      self.file = file
      self.line = line
      self.column = column
    }
  }
#endif
