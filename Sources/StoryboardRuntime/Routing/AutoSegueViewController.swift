/// What an ``AutoSegueViewController`` does with a segue it has no handler for.
public enum UnhandledSegues: Sendable, Equatable {
  /// Nothing (the default).
  case ignore
  /// The segue fails with ``RoutingError/unhandledSegue(identifier:controller:)``.
  case fail
}

/// The per-identifier segue handlers of a controller class and its superclasses.
///
/// Segue targets are bound with key paths, so renaming the property is a compile error rather
/// than the silent break of the selector-based original (the AutoSegue example).
public struct SegueHandlers {
  typealias Target = (ViewController, ViewController) -> Void
  typealias Prepare = (ViewController, StoryboardSegue, Any?) -> Void
  typealias ShouldPerform = (ViewController, Any?) -> Bool

  var targets: [String: [Target]] = [:]
  var prepares: [String: [Prepare]] = [:]
  var shouldPerforms: [String: ShouldPerform] = [:]

  init() {}

  /// Stores the destination of the segue `identifier` (or the `Target` inside it) into
  /// `keyPath` before `prepare(for:sender:)` handlers run: the original's `segueTarget_<id>`.
  public mutating func bindSegueTarget<Owner: ViewController, Target: ViewController>(
    _ identifier: String, to keyPath: ReferenceWritableKeyPath<Owner, Target?>
  ) {
    targets[identifier, default: []].append { owner, destination in
      (owner as? Owner)?[keyPath: keyPath] = destination.contained(Target.self)
    }
  }

  /// Runs `handler` when the segue `identifier` is prepared: the original's
  /// `prepareForSegue_<id>:sender:`. Handlers of a class run after its superclass's.
  public mutating func onPrepare<Owner: ViewController>(
    _ identifier: String, _ handler: @escaping (Owner, StoryboardSegue, Any?) -> Void
  ) {
    prepares[identifier, default: []].append { owner, segue, sender in
      if let owner = owner as? Owner { handler(owner, segue, sender) }
    }
  }

  /// Decides whether the segue `identifier` may run when triggered: the original's
  /// `shouldPerformSegue_<id>:sender:`. A subclass's handler replaces its superclass's.
  public mutating func onShouldPerform<Owner: ViewController>(
    _ identifier: String, _ handler: @escaping (Owner, Any?) -> Bool
  ) {
    shouldPerforms[identifier] = { owner, sender in
      guard let owner = owner as? Owner else { return true }
      return handler(owner, sender)
    }
  }

  func handles(_ identifier: String) -> Bool {
    targets[identifier] != nil || prepares[identifier] != nil
  }
}

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
          with: RoutingError.unhandledSegue(identifier: segue.identifier, controller: description))
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
