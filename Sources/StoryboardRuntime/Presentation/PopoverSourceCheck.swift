import Foundation

/// The check UIKit makes when a popover's presentation begins, at the next turn of the run
/// loop: by then the popover needs a source view or a bar button item (SEG-7).
///
/// Apple documents configuring the popover after `present(_:animated:completion:)`
/// (`present(controller, animated: true)`, then
/// `controller.popoverPresentationController?.sourceView = …`), so `present` does not check:
/// the check runs when the run loop turns — `RunLoop.current.run(until:)`, an expectation's
/// wait, a simulator or flow step — after the delegate's `prepareForPopoverPresentation(_:)`.
/// A popover still without a source then raises UIKit's exception, and the presentation is
/// undone. A test that never turns the run loop sees no exception, as under UIKit.
struct PopoverSourceCheck: @unchecked Sendable {
  /// The controller presented as a popover.
  weak var presented: ViewController?
  /// The controller `present` was called on.
  weak var presenter: ViewController?

  init(presented: ViewController, presenter: ViewController) {
    self.presented = presented
    self.presenter = presenter
  }

  /// Runs the check at the next turn of the current run loop.
  func schedule() {
    RunLoop.current.perform { self.run() }
  }

  /// Raises when the popover, still presented, has no source; the presentation is undone.
  func run() {
    guard let presented, let presenter, let popover = presented.popoverPresentationController,
      presented.storedPresentingViewController != nil, !popover.hasSource
    else { return }
    let error: NavigationError
    if let alert = presented as? AlertController, alert.preferredStyle == .actionSheet {
      error = .popoverWithoutSource(
        alert: alert.diagnosticName, presenter: presenter.diagnosticName)
    } else {
      error = .popoverWithoutSourceView(presented: presented.diagnosticName)
    }
    presented.storedPresentingViewController?.dismiss(animated: false)
    Exceptions.raise(error)
  }
}
