/// A controller that dispatches `prepare(for:sender:)` and
/// `shouldPerformSegue(withIdentifier:sender:)` by segue identifier to registered handlers
/// (BUCAutoSegueViewController; the AutoSegue example), without the Objective-C runtime.
///
/// ```swift
/// final class SwiftViewController: AutoSegueViewController {
///   var finalView: ViewController?
///
///   override func registerSegueHandlers(_ handlers: inout SegueHandlers) {
///     super.registerSegueHandlers(&handlers)
///     handlers.bindSegueTarget("finalView", to: \SwiftViewController.finalView)
///     handlers.onPrepare("finalView") { (_: SwiftViewController, _, _) in print("prepared") }
///   }
/// }
/// ```
///
/// Subclasses inherit their superclasses' handlers (call `super` in
/// ``registerSegueHandlers(_:)``), and an override of `prepare(for:sender:)` that calls `super`
/// still dispatches.
open class AutoSegueViewController: ViewController {
  /// What to do with a segue no handler was registered for.
  open var unhandledSegues = UnhandledSegues.ignore

  private lazy var segueHandlers: SegueHandlers = {
    var handlers = SegueHandlers()
    registerSegueHandlers(&handlers)
    return handlers
  }()

  /// Registers this class's handlers. Overrides call `super` first, then add their own.
  open func registerSegueHandlers(_ handlers: inout SegueHandlers) {}

  /// Stores the segue's target, then runs the handlers of its identifier.
  open override func prepare(for segue: StoryboardSegue, sender: Any?) {
    let identifier = segue.identifier ?? ""
    guard segueHandlers.handles(identifier) else {
      if unhandledSegues == .fail {
        segue.fail(
          with: RoutingError.unhandledSegue(
            identifier: segue.identifier, controller: diagnosticName))
      }
      return
    }
    for target in segueHandlers.targets[identifier] ?? [] { target(self, segue.destination) }
    for prepare in segueHandlers.prepares[identifier] ?? [] { prepare(self, segue, sender) }
  }

  /// The registered decision for `identifier`, or `true`.
  open override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    segueHandlers.shouldPerforms[identifier]?(self, sender) ?? true
  }
}
