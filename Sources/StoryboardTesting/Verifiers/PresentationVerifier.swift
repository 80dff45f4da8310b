import Foundation

/// Presentations, for assertions: ViewControllerPresentationSpy's `PresentationVerifier`, and
/// this package's recording one.
///
/// ```swift
/// let verifier = PresentationVerifier()      // captures: nothing is presented
/// sut.showDetails()
/// let details: DetailsViewController? = verifier.verify(animated: true, presentingViewController: sut)
///
/// let recorder = PresentationVerifier(capturesCompletions: false)  // presentations happen
/// try recorder.record { try sut.showDetailsTapped() }
/// ```
///
/// See ``ModalTransitionVerifier`` for the two ways.
public final class PresentationVerifier: ModalTransitionVerifier {
  /// A verifier that captures every presentation from now until its release, performing none
  /// (ViewControllerPresentationSpy's behaviour).
  public init() {
    super.init(capturing: .presentation)
  }

  #if !canImport(UIKit)
    /// A verifier that records what ``ModalTransitionVerifier/record(_:)`` runs; with `capturesCompletions`, completion
    /// blocks wait for the test.
    public init(capturesCompletions: Bool) {
      super.init(watching: .presentation, capturesCompletions: capturesCompletions)
    }
  #endif

  /// The presentations seen, in order.
  public var presentations: [PresentationRecord] { records }
  /// How many presentations were seen.
  public var presentedCount: Int { records.count }
  /// The last presented controller.
  public var presentedViewController: UIViewController? { records.last?.viewController }
  /// The controller the last presentation was asked of.
  public var presentingViewController: UIViewController? { records.last?.presentingViewController }

  /// Checks that exactly one presentation was made, of a `Controller`, and optionally how.
  /// - Returns: The presented controller, typed, or `nil` after a failure.
  @discardableResult
  public func verify<Controller: UIViewController>(
    _ type: Controller.Type, animated: Bool? = nil,
    presentingViewController: UIViewController? = nil, fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Controller? {
    verifyPresentation(
      type, animated: animated, presentingViewController: presentingViewController,
      checks: VerifierChecks(
        failure: TestFailureReporter(),
        location: FailureLocation(fileID: fileID, filePath: file, line: line, column: column)))
  }

  /// ViewControllerPresentationSpy's check: exactly one presentation, animated or not, by
  /// `presentingViewController` when given, of the type the result is assigned to; each
  /// failure in its words (`present not called`, `Expected non-animated present, but was
  /// animated`…), reported to `failure`.
  /// - Returns: The presented controller, typed, or `nil` after a failure.
  @discardableResult
  public func verify<Controller: UIViewController>(
    animated: Bool, presentingViewController: UIViewController? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, failure: any FailureReporting = TestFailureReporter()
  ) -> Controller? {
    verifyPresentation(
      Controller.self, animated: animated, presentingViewController: presentingViewController,
      checks: VerifierChecks(
        failure: failure,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// The check with the labels of ViewControllerPresentationSpy before FailKit (`file:line:`),
  /// as a test's own helper forwards its caller's location.
  @_disfavoredOverload
  @discardableResult
  public func verify<Controller: UIViewController>(
    animated: Bool, presentingViewController: UIViewController? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Controller? {
    verifyPresentation(
      Controller.self, animated: animated, presentingViewController: presentingViewController,
      checks: VerifierChecks(
        failure: TestFailureReporter(),
        location: FailureLocation(fileID: "\(file)", filePath: file, line: line, column: 1)))
  }

  private func verifyPresentation<Controller: UIViewController>(
    _ type: Controller.Type, animated: Bool?, presentingViewController: UIViewController?,
    checks: VerifierChecks
  ) -> Controller? {
    verifyTransition(
      type, animated: animated, identity: \.presentingViewController,
      expected: presentingViewController, "presenting view controller", checks: checks)
  }
}
