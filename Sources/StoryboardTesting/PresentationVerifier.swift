import Storyboards

/// One presentation or dismissal a verifier saw.
public struct PresentationRecord {
  /// The controller presented or dismissed.
  public let viewController: ViewController
  /// The controller that hosted the presentation.
  public let presentingViewController: ViewController
  /// Whether it was animated.
  public let animated: Bool
  /// The completion block, kept when the verifier captures completions.
  public let completion: (() -> Void)?
}

/// Records the presentations made while it records, for assertions — the headless
/// ViewControllerPresentationSpy. The presentations really happen in the simulated hierarchy,
/// and several verifiers can record at once.
///
/// ```swift
/// let verifier = PresentationVerifier()
/// try verifier.record { try sut.showDetailsTapped() }
/// let details = verifier.verify(DetailsViewController.self, animated: true, presentingViewController: navigation)
/// ```
public final class PresentationVerifier {
  /// Whether completion blocks are kept for the test to run (``capturedCompletion``) instead of
  /// running after the presentation.
  public let capturesCompletions: Bool
  /// The presentations seen, in order.
  public private(set) var presentations: [PresentationRecord] = []

  /// Creates a verifier.
  public init(capturesCompletions: Bool = false) {
    self.capturesCompletions = capturesCompletions
  }

  /// Runs `body`, recording the presentations it makes.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    try PresentationSpies.attach(Spy(verifier: self), during: body)
  }

  /// How many presentations were seen.
  public var presentedCount: Int { presentations.count }
  /// The last presented controller.
  public var presentedViewController: ViewController? { presentations.last?.viewController }
  /// The host of the last presentation.
  public var presentingViewController: ViewController? {
    presentations.last?.presentingViewController
  }
  /// Whether the last presentation was animated.
  public var animated: Bool? { presentations.last?.animated }
  /// The last presentation's completion block, when completions are captured.
  public var capturedCompletion: (() -> Void)? { presentations.last?.completion }

  /// Asserts that exactly one presentation was made, of a `Controller`, and optionally how.
  /// - Returns: The presented controller, typed, or `nil` after a failure.
  @discardableResult
  public func verify<Controller: ViewController>(
    _ type: Controller.Type, animated: Bool? = nil,
    presentingViewController: ViewController? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) -> Controller? {
    verifyRecords(
      presentations, verb: "presentation", type, animated: animated,
      presenting: presentingViewController, file: file, line: line)
  }

  private final class Spy: PresentationSpy {
    unowned let verifier: PresentationVerifier
    init(verifier: PresentationVerifier) { self.verifier = verifier }

    func didPresent(
      _ presented: ViewController, from presenting: ViewController, animated: Bool,
      completion: (() -> Void)?
    ) -> Bool {
      let keep = verifier.capturesCompletions
      verifier.presentations.append(
        PresentationRecord(
          viewController: presented, presentingViewController: presenting, animated: animated,
          completion: keep ? completion : nil))
      return keep
    }

    func didDismiss(
      _ dismissed: ViewController, from presenting: ViewController, animated: Bool,
      completion: (() -> Void)?
    ) -> Bool { false }
  }
}

/// Records the dismissals made while it records, for assertions.
public final class DismissalVerifier {
  /// Whether completion blocks are kept for the test to run instead of running.
  public let capturesCompletions: Bool
  /// The dismissals seen, in order.
  public private(set) var dismissals: [PresentationRecord] = []

  /// Creates a verifier.
  public init(capturesCompletions: Bool = false) {
    self.capturesCompletions = capturesCompletions
  }

  /// Runs `body`, recording the dismissals it makes.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    try PresentationSpies.attach(Spy(verifier: self), during: body)
  }

  /// How many dismissals were seen.
  public var dismissedCount: Int { dismissals.count }
  /// The last dismissed controller.
  public var dismissedViewController: ViewController? { dismissals.last?.viewController }
  /// Whether the last dismissal was animated.
  public var animated: Bool? { dismissals.last?.animated }
  /// The last dismissal's completion block, when completions are captured.
  public var capturedCompletion: (() -> Void)? { dismissals.last?.completion }

  /// Asserts that exactly one dismissal was made, of a `Controller`, and optionally how.
  /// - Returns: The dismissed controller, typed, or `nil` after a failure.
  @discardableResult
  public func verify<Controller: ViewController>(
    _ type: Controller.Type, animated: Bool? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) -> Controller? {
    verifyRecords(
      dismissals, verb: "dismissal", type, animated: animated, presenting: nil, file: file,
      line: line)
  }

  private final class Spy: PresentationSpy {
    unowned let verifier: DismissalVerifier
    init(verifier: DismissalVerifier) { self.verifier = verifier }

    func didPresent(
      _ presented: ViewController, from presenting: ViewController, animated: Bool,
      completion: (() -> Void)?
    ) -> Bool { false }

    func didDismiss(
      _ dismissed: ViewController, from presenting: ViewController, animated: Bool,
      completion: (() -> Void)?
    ) -> Bool {
      let keep = verifier.capturesCompletions
      verifier.dismissals.append(
        PresentationRecord(
          viewController: dismissed, presentingViewController: presenting, animated: animated,
          completion: keep ? completion : nil))
      return keep
    }
  }
}

/// The checks both verifiers share.
private func verifyRecords<Controller: ViewController>(
  _ records: [PresentationRecord], verb: String, _ type: Controller.Type, animated: Bool?,
  presenting: ViewController?, file: StaticString, line: UInt
) -> Controller? {
  guard records.count == 1, let record = records.first else {
    TestFailures.fail(
      "Expected one \(verb), got \(records.count).\nexpected: 1 \(Controller.self)\nactual:   "
        + (records.isEmpty
          ? "none" : records.map(\.viewController.className).joined(separator: ", ")),
      file: file, line: line)
    return nil
  }
  guard let controller = record.viewController as? Controller else {
    TestFailures.fail(
      "The \(verb) is not of a \(Controller.self).\nexpected: \(Controller.self)\nactual:   "
        + record.viewController.className, file: file, line: line)
    return nil
  }
  if let animated, animated != record.animated {
    TestFailures.fail(
      "The \(verb)'s animation differs.\nexpected: animated \(animated)\nactual:   animated \(record.animated)",
      file: file, line: line)
  }
  if let presenting, presenting !== record.presentingViewController {
    TestFailures.fail(
      "The \(verb) was hosted by another controller.\nexpected: \(presenting)\nactual:   \(record.presentingViewController)",
      file: file, line: line)
  }
  return controller
}
