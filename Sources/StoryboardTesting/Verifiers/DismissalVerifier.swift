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
    verifyRecords(
      type, animated: animated, presenting: nil,
      at: FailureLocation(fileID: fileID, filePath: file, line: line, column: column))
  }

  /// ViewControllerPresentationSpy's check: exactly one dismissal, animated or not, of
  /// `dismissedViewController` when given.
  public func verify(
    animated: Bool, dismissedViewController: UIViewController? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, failure: any Failing = Fail()
  ) {
    let site = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
      verifyRecords(
        UIViewController.self, animated: animated, presenting: nil, at: site, failure: failure)
        != nil
    else { return }
    if let dismissedViewController, dismissedViewController !== self.dismissedViewController {
      failure.fail(
        message: "Another controller was dismissed.\nexpected: \(dismissedViewController)\n"
          + "actual:   \(self.dismissedViewController.map { "\($0)" } ?? "none")",
        location: FailureLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }
}
