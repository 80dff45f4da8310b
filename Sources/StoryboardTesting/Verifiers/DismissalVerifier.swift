import Foundation

/// Dismissals, for assertions: ViewControllerPresentationSpy's `DismissalVerifier`, and this
/// package's recording one (see ``ModalTransitionVerifier`` for the two ways).
public final class DismissalVerifier: ModalTransitionVerifier {
  /// A verifier that captures every `dismiss(animated:completion:)` from now until its release,
  /// performing none (ViewControllerPresentationSpy's behaviour); the dismissed controller is
  /// the one `dismiss` was sent to.
  public init() {
    super.init(capturing: .dismissal)
  }

  #if !canImport(UIKit)
    /// A verifier that records what ``ModalTransitionVerifier/record(_:)`` runs; with `capturesCompletions`, completion
    /// blocks wait for the test.
    public init(capturesCompletions: Bool) {
      super.init(watching: .dismissal, capturesCompletions: capturesCompletions)
    }
  #endif

  /// The dismissals seen, in order.
  public var dismissals: [PresentationRecord] { records }
  /// How many dismissals were seen.
  public var dismissedCount: Int { records.count }
  /// The last dismissed controller.
  public var dismissedViewController: UIViewController? { records.last?.viewController }

  /// Asserts that exactly one dismissal was made, of a `Controller`, and optionally how.
  /// - Returns: The dismissed controller, typed, or `nil` after a failure.
  @discardableResult
  public func verify<Controller: UIViewController>(
    _ type: Controller.Type, animated: Bool? = nil, fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Controller? {
    verifyDismissal(
      type, animated: animated, dismissedViewController: nil,
      checks: VerifierChecks(
        failure: TestFailureReporter(),
        location: FailureLocation(fileID: fileID, filePath: file, line: line, column: column)))
  }

  /// ViewControllerPresentationSpy's check: exactly one dismissal, animated or not, of
  /// `dismissedViewController` when given; each failure in its words (`dismiss not called`…),
  /// reported to `failure`.
  public func verify(
    animated: Bool, dismissedViewController: UIViewController? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, failure: any FailureReporting = TestFailureReporter()
  ) {
    _ = verifyDismissal(
      UIViewController.self, animated: animated, dismissedViewController: dismissedViewController,
      checks: VerifierChecks(
        failure: failure,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// The check with the labels of ViewControllerPresentationSpy before FailKit (`file:line:`).
  @_disfavoredOverload
  public func verify(
    animated: Bool, dismissedViewController: UIViewController? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    _ = verifyDismissal(
      UIViewController.self, animated: animated, dismissedViewController: dismissedViewController,
      checks: VerifierChecks(
        failure: TestFailureReporter(),
        location: FailureLocation(fileID: "\(file)", filePath: file, line: line, column: 1)))
  }

  private func verifyDismissal<Controller: UIViewController>(
    _ type: Controller.Type, animated: Bool?, dismissedViewController: UIViewController?,
    checks: VerifierChecks
  ) -> Controller? {
    verifyTransition(
      type, animated: animated, identity: \.viewController, expected: dismissedViewController,
      "dismissed view controller", checks: checks)
  }
}
