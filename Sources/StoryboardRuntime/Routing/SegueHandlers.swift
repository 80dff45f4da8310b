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
