#if canImport(UIKit)
  import XCTest
#endif

/// Reports a verifier's failures to the running test, at the location given: in the
/// simulation, an issue of the running `@Test`, else an XCTest failure; on iOS, an XCTest
/// failure (FailKit's `Fail`).
public struct TestFailureReporter: FailureReporting {
  /// The reporter.
  public init() {}

  /// Reports `message` at `location`.
  public func fail(message: String, location: FailureLocation) {
    #if canImport(UIKit)
      XCTFail(message, file: location.filePath, line: location.line)
    #else
      TestFailures.fail(message, at: location.callSite)
    #endif
  }
}
