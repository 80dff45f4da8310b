import StoryboardRuntime

/// Records the presentations made while it records, for assertions — the headless
/// ViewControllerPresentationSpy. The presentations really happen in the simulated hierarchy,
/// and several verifiers can record at once.
///
/// ```swift
/// let verifier = PresentationVerifier()
/// try verifier.record { try sut.showDetailsTapped() }
/// let details = verifier.verify(DetailsViewController.self, animated: true, presentingViewController: navigation)
/// ```
public final class PresentationVerifier: ModalTransitionVerifier {
  /// Creates a verifier; with `capturesCompletions`, completion blocks wait for the test.
  public init(capturesCompletions: Bool = false) {
    super.init(watching: .presentation, capturesCompletions: capturesCompletions)
  }

  /// The presentations seen, in order.
  public var presentations: [PresentationRecord] { records }
  /// How many presentations were seen.
  public var presentedCount: Int { records.count }
  /// The last presented controller.
  public var presentedViewController: ViewController? { records.last?.viewController }
  /// The host of the last presentation.
  public var presentingViewController: ViewController? { records.last?.presentingViewController }

  /// Asserts that exactly one presentation was made, of a `Controller`, and optionally how.
  /// - Returns: The presented controller, typed, or `nil` after a failure.
  @discardableResult
  public func verify<Controller: ViewController>(
    _ type: Controller.Type, animated: Bool? = nil,
    presentingViewController: ViewController? = nil, fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Controller? {
    verifyRecords(
      type, animated: animated, presenting: presentingViewController,
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }
}
