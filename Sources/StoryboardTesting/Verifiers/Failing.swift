/// Where a verifier's failures go: the running test (``Fail``, the default), or a test's own
/// spy — the `failure:` parameter of ViewControllerPresentationSpy's `verify` methods.
///
/// ViewControllerPresentationSpy takes FailKit's `Failing`; this package depends on nothing, so
/// a spy written for FailKit (`FailSpy`) conforms to this protocol instead, with the same
/// requirement: `fail(message:location:)`.
public protocol Failing {
  /// Records the failure `message` at `location`.
  func fail(message: String, location: FailureLocation)
}
