// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardRuntime

  /// How a capturing verifier takes the transitions in the simulation: through the runtime's
  /// capture hook, which `present` and `dismiss` consult before anything else (so nothing is
  /// presented, on screen or not).
  final class TransitionCapture: PresentationCapturer {
    private weak var verifier: ModalTransitionVerifier?

    /// Installs the capture for `verifier` until ``uninstall()``.
    init(verifier: ModalTransitionVerifier) {
      self.verifier = verifier
      PresentationCapture.install(self)
    }

    /// Ends the capture.
    func uninstall() { PresentationCapture.remove(self) }

    func capturePresentation(
      of presented: ViewController, by presenter: ViewController, animated: Bool,
      completion: (() -> Void)?
    ) -> Bool {
      verifier?.capturePresentation(
        of: presented, by: presenter, animated: animated, completion: completion) ?? false
    }

    func captureDismissal(
      of receiver: ViewController, animated: Bool, completion: (() -> Void)?
    ) -> Bool {
      verifier?.captureDismissal(of: receiver, animated: animated, completion: completion)
        ?? false
    }

    /// Reports that a verifier cannot capture, at the test's line.
    static func reportConflict(_ message: String) {
      _ = UncaughtRaiseReporter.report(message)
    }

    /// Runs `action`'s handler, as a tap on its button would.
    static func runHandler(of action: UIAlertAction) { action.runHandler() }
  }

  extension ModalTransitionVerifier {
    /// Runs `body`, recording the transitions it makes. Several verifiers may record at once.
    public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
      try PresentationSpies.attach(RecordingSpy(verifier: self), during: body)
    }
  }

  /// What a recording verifier sees of the transitions that really happen.
  private final class RecordingSpy: PresentationSpy {
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
#endif
