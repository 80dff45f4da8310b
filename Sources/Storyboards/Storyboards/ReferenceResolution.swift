/// Where a storyboard reference leads once every reference on the way is followed.
public struct ReferenceTarget: Sendable, Equatable {
  /// The identifier of the bundle holding the target.
  public var bundleIdentifier: String
  /// The target's storyboard.
  public var storyboardName: String
  /// The target controller: never itself a reference.
  public var controller: ControllerDefinition
  /// The references followed, as `Storyboard#placeholderID`, first to last.
  public var chain: [String]
}

// MARK: - Resolving storyboard references (SB-9)

extension StoryboardBundle {
  /// Follows the storyboard reference `placeholder` of `storyboard` to a real controller
  /// (SB-9): the named storyboard (this one when unnamed) in the named bundle (this one when
  /// unnamed), its controller with the referenced identifier (its initial controller when
  /// none), and on through references that lead to references.
  ///
  /// This is the one place references are resolved; the runtime, lint and code generation
  /// all use it.
  /// - Throws: ERR-23 for a placeholder without reference information; ERR-1 for a missing
  ///   storyboard or bundle; ERR-3 for a missing identifier;
  ///   ``StoryboardError/noInitialViewController(storyboard:)``;
  ///   ``StoryboardError/referenceCycle(_:)`` naming the whole cycle.
  public func resolveReference(
    _ placeholder: ControllerDefinition, in storyboard: StoryboardDefinition
  ) throws -> ReferenceTarget {
    var bundle = self
    var storyboard = storyboard
    var placeholder = placeholder
    var chain = ["\(storyboard.name)#\(placeholder.id)"]
    while true {
      guard let reference = placeholder.reference else {
        throw StoryboardError.missingReferenceInfo(placeholder: placeholder.id)
      }
      let targetName = reference.storyboardName ?? storyboard.name
      guard let targetBundle = bundle.bundle(withIdentifier: reference.bundleIdentifier) else {
        throw StoryboardError.storyboardNotFound(
          name: targetName,
          bundle: "StoryboardBundle <\(reference.bundleIdentifier ?? "")> (not loaded)")
      }
      guard let target = targetBundle.definition(named: targetName) else {
        throw StoryboardError.storyboardNotFound(name: targetName, bundle: targetBundle.description)
      }
      let controller: ControllerDefinition
      if let identifier = reference.referencedIdentifier {
        guard let found = target.controller(withStoryboardIdentifier: identifier) else {
          throw StoryboardError.identifierNotFound(
            storyboard: "<Storyboard: \(targetName)>", identifier: identifier)
        }
        controller = found
      } else {
        guard let initial = target.initialController else {
          throw StoryboardError.noInitialViewController(storyboard: targetName)
        }
        controller = initial
      }
      guard controller.kind == .reference else {
        return ReferenceTarget(
          bundleIdentifier: targetBundle.identifier, storyboardName: targetName,
          controller: controller, chain: chain)
      }
      let step = "\(targetName)#\(controller.id)"
      if chain.contains(step) { throw StoryboardError.referenceCycle(chain + [step]) }
      chain.append(step)
      (bundle, storyboard, placeholder) = (targetBundle, target, controller)
    }
  }
}
