/// Reports a verifier's failures to the running test: an issue of the running `@Test`, else an
/// XCTest failure, at the location given.
public struct Fail: Failing {
  /// The reporter.
  public init() {}

  /// Reports `message` at `location`.
  public func fail(message: String, location: FailureLocation) {
    TestFailures.fail(message, at: location.callSite)
  }
}
