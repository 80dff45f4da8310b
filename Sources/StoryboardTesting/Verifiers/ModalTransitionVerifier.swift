import Foundation

/// What ``PresentationVerifier``, ``DismissalVerifier`` and ``AlertVerifier`` share: the
/// records, captured completions, the test's completion and the checks of `verify`.
///
/// A verifier works in one of two ways:
/// - made with `init()`, it **captures**, as ViewControllerPresentationSpy's do: from its
///   creation to its release, every `present(_:animated:completion:)` (or
///   `dismiss(animated:completion:)`) anywhere in the process is recorded and **not
///   performed** — the presented controller's view is loaded, nothing else happens, and the
///   completion waits in ``capturedCompletion``. One verifier of a kind captures at a time, as
///   in ViewControllerPresentationSpy (and a `PresentationVerifier` not beside an
///   `AlertVerifier`); Swift Testing tests that use them must run serialized.
/// - made with `init(capturesCompletions:)`, it **records** what runs inside `record(_:)`,
///   where the transitions really happen; several may record at once (in the simulation only:
///   on iOS, verifiers capture).
///
/// On iOS the verifiers capture as ViewControllerPresentationSpy does, by exchanging the
/// implementations of `present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// while one lives (type-checked against UIKit; not run here).
public class ModalTransitionVerifier {
  /// Which transitions the verifier sees.
  enum Watched: String {
    case presentation, dismissal, alert
  }

  let watched: Watched
  /// Whether completion blocks are kept for the test to run (``capturedCompletion``) instead of
  /// running after the transition; always, for a capturing verifier.
  public let capturesCompletions: Bool
  /// Whether the verifier captures every transition of its kind (made with `init()`).
  public let isCapturing: Bool
  /// The transitions seen, in order.
  public internal(set) var records: [PresentationRecord] = []
  /// Called after each transition the verifier sees, for a test's expectation.
  public var testCompletion: (() -> Void)?
  /// The capture installed while a capturing verifier lives.
  private var capture: TransitionCapture?

  /// A recording verifier of `watched`.
  init(watching watched: Watched, capturesCompletions: Bool) {
    self.watched = watched
    self.capturesCompletions = capturesCompletions
    isCapturing = false
  }

  /// A capturing verifier of `watched`, unless a live one conflicts with it: then the failure
  /// is reported at the test's line, and this verifier captures nothing.
  init(capturing watched: Watched) {
    self.watched = watched
    capturesCompletions = true
    isCapturing = true
    if let conflict = Self.live.register(self) {
      TransitionCapture.reportConflict(conflict)
      return
    }
    capture = TransitionCapture(verifier: self)
  }

  deinit {
    capture?.uninstall()
  }

  /// The capturing verifiers alive, by kind, process-wide.
  private static let live = LiveVerifiers()

  /// The capturing verifiers alive, by kind, behind a lock.
  private final class LiveVerifiers: @unchecked Sendable {
    private let lock = NSLock()
    private var verifiers: [String: Weak] = [:]

    private struct Weak {
      weak var verifier: ModalTransitionVerifier?
    }

    /// Registers `verifier` as its kind's capturing verifier; returns why it cannot capture
    /// when a live one conflicts (one of a kind; presentations and alerts both take
    /// `present`).
    func register(_ verifier: ModalTransitionVerifier) -> String? {
      let name = "\(type(of: verifier))"
      let rivals: [Watched] =
        switch verifier.watched {
        case .presentation, .alert: [.presentation, .alert]
        case .dismissal: [.dismissal]
        }
      lock.lock()
      defer { lock.unlock() }
      for rival in rivals {
        guard let other = verifiers[rival.rawValue]?.verifier else { continue }
        return
          "A \(type(of: other)) still captures \(rival == .dismissal ? "dismissals" : "presentations"), "
          + "so this \(name) would not see them: only one captures at a time. Release the "
          + "other first (set it to nil in tearDown)."
      }
      verifiers[verifier.watched.rawValue] = Weak(verifier: verifier)
      return nil
    }
  }

  /// Whether the last transition was animated (`false` when there was none).
  public var animated: Bool { records.last?.animated ?? false }
  /// The last transition's completion block, when completions are kept.
  public var capturedCompletion: (() -> Void)? { records.last?.completion }

  /// Checks that exactly one transition was seen, of a `Controller`, and optionally how.
  func verifyRecords<Controller: UIViewController>(
    _ type: Controller.Type, animated: Bool?, presenting: UIViewController?,
    at location: FailureLocation, failure: any Failing = Fail()
  ) -> Controller? {
    let verb = watched.rawValue
    func name(_ controller: UIViewController) -> String { "\(Swift.type(of: controller))" }
    guard records.count == 1, let record = records.first else {
      failure.fail(
        message: "Expected one \(verb), got \(records.count).\nexpected: 1 \(Controller.self)\n"
          + "actual:   "
          + (records.isEmpty
            ? "none" : records.map { name($0.viewController) }.joined(separator: ", ")),
        location: location)
      return nil
    }
    if let animated, animated != record.animated {
      failure.fail(
        message: "The \(verb)'s animation differs.\nexpected: animated \(animated)\n"
          + "actual:   animated \(record.animated)", location: location)
    }
    if let presenting, presenting !== record.presentingViewController {
      failure.fail(
        message: "The \(verb) was made by another controller.\nexpected: \(presenting)\n"
          + "actual:   \(record.presentingViewController)", location: location)
    }
    guard let controller = record.viewController as? Controller else {
      failure.fail(
        message: "The \(verb) is not of a \(Controller.self).\nexpected: \(Controller.self)\n"
          + "actual:   " + name(record.viewController), location: location)
      return nil
    }
    return controller
  }

  /// Keeps a transition of the watched kind; returns whether its completion is kept.
  func keep(
    _ watched: Watched, _ controller: UIViewController, _ presenting: UIViewController,
    _ animated: Bool, _ completion: (() -> Void)?
  ) -> Bool {
    guard watched == self.watched else { return false }
    records.append(
      PresentationRecord(
        viewController: controller, presentingViewController: presenting, animated: animated,
        completion: capturesCompletions ? completion : nil))
    didRecord(controller)
    testCompletion?()
    return capturesCompletions
  }

  /// Called after a record is kept, before the test's completion (an alert verifier reads the
  /// alert).
  func didRecord(_ controller: UIViewController) {}

  /// Whether the capturing verifier takes the presentation of `presented` (an alert verifier
  /// takes only alerts, and swallows the others).
  func captures(_ presented: UIViewController) -> Bool { true }

  /// What the capture does with a presentation while this verifier lives: `true` when it is
  /// taken (recorded, or swallowed by an alert verifier), so not performed.
  func capturePresentation(
    of presented: UIViewController, by presenter: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) -> Bool {
    guard watched != .dismissal else { return false }
    // An alert verifier swallows what is not an alert, as ViewControllerPresentationSpy's.
    guard captures(presented) else { return true }
    presented.loadViewIfNeeded()
    _ = keep(watched, presented, presenter, animated, completion)
    return true
  }

  /// What the capture does with a dismissal while this verifier lives: `true` when it is
  /// taken, so not performed.
  func captureDismissal(
    of receiver: UIViewController, animated: Bool, completion: (() -> Void)?
  ) -> Bool {
    guard watched == .dismissal else { return false }
    _ = keep(
      .dismissal, receiver, receiver.presentingViewController ?? receiver, animated, completion)
    return true
  }
}
