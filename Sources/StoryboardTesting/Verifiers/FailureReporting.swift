/// Where a verifier's failures go: the running test (``TestFailureReporter``, the default), or
/// a test's own spy.
///
/// ViewControllerPresentationSpy's `verify` methods take FailKit's `Failing` as `failure:`.
/// This package depends on nothing, so its verifiers take this protocol, and in a test target
/// that depends on FailKit the UIKitSources build step adds overloads taking FailKit's
/// `Failing` (so `FailSpy` and `Fail` work unchanged). The names differ from FailKit's so that
/// none a test writes is ambiguous when both modules are imported.
public protocol FailureReporting {
  /// Records the failure `message` at `location`.
  func fail(message: String, location: FailureLocation)
}
