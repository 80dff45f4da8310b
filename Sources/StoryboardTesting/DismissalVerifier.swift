import StoryboardRuntime

/// Records the dismissals made while it records, for assertions.
public final class DismissalVerifier: ModalTransitionVerifier {
  /// Creates a verifier; with `capturesCompletions`, completion blocks wait for the test.
  public init(capturesCompletions: Bool = false) {
    super.init(watching: .dismissal, capturesCompletions: capturesCompletions)
  }

  /// The dismissals seen, in order.
  public var dismissals: [PresentationRecord] { records }
  /// How many dismissals were seen.
  public var dismissedCount: Int { records.count }
  /// The last dismissed controller.
  public var dismissedViewController: ViewController? { records.last?.viewController }

  /// Asserts that exactly one dismissal was made, of a `Controller`, and optionally how.
  /// - Returns: The dismissed controller, typed, or `nil` after a failure.
  @discardableResult
  public func verify<Controller: ViewController>(
    _ type: Controller.Type, animated: Bool? = nil, fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Controller? {
    verifyRecords(
      type, animated: animated, presenting: nil,
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }
}
