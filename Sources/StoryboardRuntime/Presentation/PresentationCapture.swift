import Synchronization

/// Something that takes presentations or dismissals instead of the runtime, process-wide, as
/// ViewControllerPresentationSpy's verifiers do by swizzling `present(_:animated:completion:)`
/// and `dismiss(animated:completion:)`: a call it takes is not performed.
package protocol PresentationCapturer: AnyObject {
  /// Takes `presented`'s presentation by `presenter`; `false` leaves it to the runtime.
  func capturePresentation(
    of presented: ViewController, by presenter: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) -> Bool

  /// Takes a `dismiss(animated:completion:)` sent to `receiver`; `false` leaves it to the
  /// runtime.
  func captureDismissal(of receiver: ViewController, animated: Bool, completion: (() -> Void)?)
    -> Bool
}

/// The capturers installed, process-wide (a verifier lives from its creation to its release).
package enum PresentationCapture {
  private struct Entry: @unchecked Sendable {
    weak var capturer: (any PresentationCapturer)?
  }

  private static let installed = Mutex<[Entry]>([])

  /// Installs `capturer` until ``remove(_:)``.
  package static func install(_ capturer: any PresentationCapturer) {
    installed.withLock { $0.append(Entry(capturer: capturer)) }
  }

  /// Removes `capturer` (and any capturer that is gone).
  package static func remove(_ capturer: any PresentationCapturer) {
    installed.withLock { entries in
      entries.removeAll { $0.capturer == nil || $0.capturer === capturer }
    }
  }

  private static var capturers: [any PresentationCapturer] {
    installed.withLock { $0.compactMap(\.capturer) }
  }

  /// Whether a capturer took the presentation.
  static func presentation(
    of presented: ViewController, by presenter: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) -> Bool {
    capturers.contains {
      $0.capturePresentation(
        of: presented, by: presenter, animated: animated, completion: completion)
    }
  }

  /// Whether a capturer took the dismissal.
  static func dismissal(of receiver: ViewController, animated: Bool, completion: (() -> Void)?)
    -> Bool
  {
    capturers.contains {
      $0.captureDismissal(of: receiver, animated: animated, completion: completion)
    }
  }
}
