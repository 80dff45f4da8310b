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
    verifyRecords(
      type, animated: animated, presenting: presentingViewController,
      at: FailureLocation(fileID: fileID, filePath: file, line: line, column: column))
  }

  /// ViewControllerPresentationSpy's check: exactly one presentation, animated or not, by
  /// `presentingViewController` when given, of the type the result is assigned to.
  /// - Returns: The presented controller, typed, or `nil` after a failure.
  @discardableResult
  public func verify<Controller: UIViewController>(
    animated: Bool, presentingViewController: UIViewController? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, failure: any Failing = Fail()
  ) -> Controller? {
    verifyRecords(
      Controller.self, animated: animated, presenting: presentingViewController,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      failure: failure)
  }
}
