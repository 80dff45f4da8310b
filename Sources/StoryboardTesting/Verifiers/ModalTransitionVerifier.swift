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
        let otherName = "\(type(of: other))"
        // ViewControllerPresentationSpy's words (its verifiers' `init()`).
        if otherName == name {
          return
            "More than one instance of \(name) exists. This may be caused by creating one "
            + "setUp() but failing to set the property to nil in tearDown()."
        }
        func article(_ word: String) -> String { "AEIOU".contains(word.prefix(1)) ? "an" : "a" }
        return
          "\(article(name).capitalized) \(name) may not be created while "
          + "\(article(otherName)) \(otherName) exists. Try making the "
          + "\(otherName) optional, and setting it to nil before creating the \(name)."
      }
      verifiers[verifier.watched.rawValue] = Weak(verifier: verifier)
      return nil
    }
  }

  /// Whether the last transition was animated (`false` when there was none).
  public var animated: Bool { records.last?.animated ?? false }
  /// The last transition's completion block, when completions are kept.
  public var capturedCompletion: (() -> Void)? { records.last?.completion }

  /// The word ViewControllerPresentationSpy's messages use for the transition.
  private var action: String { watched == .dismissal ? "dismiss" : "present" }

  /// Checks, in ViewControllerPresentationSpy's order and words, that exactly one transition
  /// was seen (else nothing more is checked), its animation when `animated` is given, that
  /// `identity` of the last one is `expected` when given, and that its controller is a
  /// `Controller`.
  func verifyTransition<Controller: UIViewController>(
    _ type: Controller.Type, animated: Bool?,
    identity: (PresentationRecord) -> UIViewController, expected: UIViewController?,
    _ what: String, checks: VerifierChecks
  ) -> Controller? {
    guard checks.calledOnce(records.count, action: action), let record = records.last else {
      return nil
    }
    if let animated {
      checks.animated(record.animated, expected: animated, action: action)
    }
    checks.identical(identity(record), expected, what)
    return checks.type(record.viewController, as: type)
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
