import StoryboardRuntime

/// What ``PresentationVerifier`` and ``DismissalVerifier`` share: recording while a closure
/// runs, the records, captured completions and the typed `verify`.
public class ModalTransitionVerifier {
  /// Which transitions the verifier records.
  enum Watched: String {
    case presentation, dismissal
  }

  let watched: Watched
  /// Whether completion blocks are kept for the test to run (``capturedCompletion``) instead of
  /// running after the transition.
  public let capturesCompletions: Bool
  /// The transitions seen, in order.
  public fileprivate(set) var records: [PresentationRecord] = []

  init(watching watched: Watched, capturesCompletions: Bool) {
    self.watched = watched
    self.capturesCompletions = capturesCompletions
  }

  /// Runs `body`, recording the transitions it makes. Several verifiers may record at once.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    try PresentationSpies.attach(Spy(verifier: self), during: body)
  }

  /// Whether the last transition was animated.
  public var animated: Bool? { records.last?.animated }
  /// The last transition's completion block, when completions are captured.
  public var capturedCompletion: (() -> Void)? { records.last?.completion }

  /// Checks that exactly one transition was seen, of a `Controller`, and optionally how.
  func verifyRecords<Controller: ViewController>(
    _ type: Controller.Type, animated: Bool?, presenting: ViewController?, at site: CallSite
  ) -> Controller? {
    let verb = watched.rawValue
    guard records.count == 1, let record = records.first else {
      TestFailures.fail(
        "Expected one \(verb), got \(records.count).\nexpected: 1 \(Controller.self)\nactual:   "
          + (records.isEmpty
            ? "none" : records.map(\.viewController.className).joined(separator: ", ")),
        at: site)
      return nil
    }
    guard let controller = record.viewController as? Controller else {
      TestFailures.fail(
        "The \(verb) is not of a \(Controller.self).\nexpected: \(Controller.self)\nactual:   "
          + record.viewController.className, at: site)
      return nil
    }
    if let animated, animated != record.animated {
      TestFailures.fail(
        "The \(verb)'s animation differs.\nexpected: animated \(animated)\nactual:   animated \(record.animated)",
        at: site)
    }
    if let presenting, presenting !== record.presentingViewController {
      TestFailures.fail(
        "The \(verb) was hosted by another controller.\nexpected: \(presenting)\nactual:   \(record.presentingViewController)",
        at: site)
    }
    return controller
  }

  /// Keeps a transition of the watched kind.
  fileprivate func keep(
    _ watched: Watched, _ controller: ViewController, _ presenting: ViewController,
    _ animated: Bool,
    _ completion: (() -> Void)?
  ) -> Bool {
    guard watched == self.watched else { return false }
    records.append(
      PresentationRecord(
        viewController: controller, presentingViewController: presenting, animated: animated,
        completion: capturesCompletions ? completion : nil))
    return capturesCompletions
  }

  private final class Spy: PresentationSpy {
    unowned let verifier: ModalTransitionVerifier
    init(verifier: ModalTransitionVerifier) { self.verifier = verifier }

    func didPresent(
      _ presented: ViewController, from presenting: ViewController, animated: Bool,
      completion: (() -> Void)?
    ) -> Bool {
      verifier.keep(.presentation, presented, presenting, animated, completion)
    }

    func didDismiss(
      _ dismissed: ViewController, from presenting: ViewController, animated: Bool,
      completion: (() -> Void)?
    ) -> Bool {
      verifier.keep(.dismissal, dismissed, presenting, animated, completion)
    }
  }
}
