import StoryboardRuntime
import Synchronization

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
/// - made with `init(capturesCompletions:)`, it **records** what runs inside ``record(_:)``,
///   where the transitions really happen; several may record at once.
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
  public fileprivate(set) var records: [PresentationRecord] = []
  /// Called after each transition the verifier sees, for a test's expectation.
  public var testCompletion: (() -> Void)?
  /// The capturer installed while a capturing verifier lives.
  private var capturer: Capturer?

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
    if let conflict = Self.register(self) {
      _ = UncaughtRaiseReporter.report(conflict)
      return
    }
    let capturer = Capturer(verifier: self)
    self.capturer = capturer
    PresentationCapture.install(capturer)
  }

  deinit {
    if let capturer { PresentationCapture.remove(capturer) }
  }

  /// The capturing verifiers alive, by kind, process-wide.
  private static let live = Mutex<[String: LiveVerifier]>([:])

  private struct LiveVerifier: @unchecked Sendable {
    weak var verifier: ModalTransitionVerifier?
  }

  /// Registers `verifier` as its kind's capturing verifier; returns why it cannot capture
  /// when a live one conflicts (one of a kind; presentations and alerts both take
  /// `present`).
  private static func register(_ verifier: ModalTransitionVerifier) -> String? {
    let name = "\(type(of: verifier))"
    let rivals: [Watched] =
      switch verifier.watched {
      case .presentation, .alert: [.presentation, .alert]
      case .dismissal: [.dismissal]
      }
    return live.withLock { live in
      for rival in rivals {
        guard let other = live[rival.rawValue]?.verifier else { continue }
        return
          "A \(type(of: other)) still captures \(rival == .dismissal ? "dismissals" : "presentations"), "
          + "so this \(name) would not see them: only one captures at a time. Release the "
          + "other first (set it to nil in tearDown)."
      }
      live[verifier.watched.rawValue] = LiveVerifier(verifier: verifier)
      return nil
    }
  }

  /// Runs `body`, recording the transitions it makes. Several verifiers may record at once.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    try PresentationSpies.attach(Spy(verifier: self), during: body)
  }

  /// Whether the last transition was animated (`false` when there was none).
  public var animated: Bool { records.last?.animated ?? false }
  /// The last transition's completion block, when completions are kept.
  public var capturedCompletion: (() -> Void)? { records.last?.completion }

  /// Checks that exactly one transition was seen, of a `Controller`, and optionally how.
  func verifyRecords<Controller: ViewController>(
    _ type: Controller.Type, animated: Bool?, presenting: ViewController?, at site: CallSite,
    failure: any Failing = Fail()
  ) -> Controller? {
    let location = FailureLocation(
      fileID: site.fileID, filePath: site.file, line: site.line, column: site.column)
    let verb = watched.rawValue
    guard records.count == 1, let record = records.first else {
      failure.fail(
        message: "Expected one \(verb), got \(records.count).\nexpected: 1 \(Controller.self)\n"
          + "actual:   "
          + (records.isEmpty
            ? "none" : records.map(\.viewController.className).joined(separator: ", ")),
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
          + "actual:   " + record.viewController.className, location: location)
      return nil
    }
    return controller
  }

  /// Keeps a transition of the watched kind; returns whether its completion is kept.
  fileprivate func keep(
    _ watched: Watched, _ controller: ViewController, _ presenting: ViewController,
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
  func didRecord(_ controller: ViewController) {}

  /// Whether the capturing verifier takes the presentation of `presented` (an alert verifier
  /// takes only alerts, and swallows the others).
  func captures(_ presented: ViewController) -> Bool { true }

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

  /// Takes every presentation (or dismissal) while a capturing verifier lives, as
  /// ViewControllerPresentationSpy's swizzled methods do.
  private final class Capturer: PresentationCapturer {
    weak var verifier: ModalTransitionVerifier?
    init(verifier: ModalTransitionVerifier) { self.verifier = verifier }

    func capturePresentation(
      of presented: ViewController, by presenter: ViewController, animated: Bool,
      completion: (() -> Void)?
    ) -> Bool {
      guard let verifier, verifier.watched != .dismissal else { return false }
      // An alert verifier swallows what is not an alert, as ViewControllerPresentationSpy's.
      guard verifier.captures(presented) else { return true }
      presented.loadViewIfNeeded()
      _ = verifier.keep(verifier.watched, presented, presenter, animated, completion)
      return true
    }

    func captureDismissal(
      of receiver: ViewController, animated: Bool, completion: (() -> Void)?
    ) -> Bool {
      guard let verifier, verifier.watched == .dismissal else { return false }
      _ = verifier.keep(
        .dismissal, receiver, receiver.presentingViewController ?? receiver, animated, completion)
      return true
    }
  }
}
