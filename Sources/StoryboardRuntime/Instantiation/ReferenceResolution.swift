// MARK: - Resolving storyboard references (SB-9)

extension StoryboardBundle {
  /// Follows the storyboard reference `placeholder` of `storyboard` to a real controller
  /// (SB-9): the named storyboard (this one when unnamed) in the named bundle (this one when
  /// unnamed), its controller with the referenced identifier (its initial controller when
  /// none), and on through references that lead to references.
  ///
  /// This is the one place references are resolved; the runtime, lint and code generation
  /// all use it.
  /// - Throws: ERR-23 (<doc:BehaviourRules>) for a placeholder without reference information; ERR-1
  ///   for a missing
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
    var seen = Set(chain)
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
      let (target, controller) = try targetBundle.scene(
        reference.referencedIdentifier, inStoryboardNamed: targetName)
      guard controller.kind == .reference else {
        return ReferenceTarget(
          bundleIdentifier: targetBundle.identifier, storyboardName: targetName,
          controller: controller, chain: chain)
      }
      let step = "\(targetName)#\(controller.id)"
      if !seen.insert(step).inserted { throw StoryboardError.referenceCycle(chain + [step]) }
      chain.append(step)
      (bundle, storyboard, placeholder) = (targetBundle, target, controller)
    }
  }
}

// MARK: - Resolving any stand-in statically

extension StoryboardBundle {
  /// Where a scene stands for another, followed to the real controller: a storyboard
  /// reference (SB-9), or a placeholder — a controller whose `storyboardName` runtime
  /// attribute names a storyboard of this bundle, with the scene's `storyboardIdentifier`
  /// (segregation) or `sceneIdentifier` (RBStoryboardLink), or without either the
  /// storyboard's initial controller. Chains of both kinds are followed. Returns `nil` for a
  /// scene that stands for nothing.
  ///
  /// Lint, graphs and code generation use it; at run time placeholders are substituted only
  /// when ``installPlaceholderSubstitution(_:)`` is installed.
  /// - Throws: What ``resolveReference(_:in:)`` throws, and the same errors for placeholders:
  ///   ERR-1 for a missing storyboard, ERR-3 for a missing identifier,
  ///   ``StoryboardError/noInitialViewController(storyboard:)``,
  ///   ``StoryboardError/referenceCycle(_:)``.
  public func resolveStandIn(
    _ scene: ControllerDefinition, in storyboard: StoryboardDefinition
  ) throws -> ReferenceTarget? {
    var target: ReferenceTarget?
    var (bundle, storyboard, current) = (self, storyboard, scene)
    var chain: [String] = []
    while true {
      if current.kind == .reference {
        let resolved = try bundle.resolveReference(current, in: storyboard)
        chain += resolved.chain
        bundle = bundle.bundle(withIdentifier: resolved.bundleIdentifier) ?? bundle
        guard let definition = bundle.definition(named: resolved.storyboardName) else {
          return resolved
        }
        (storyboard, current) = (definition, resolved.controller)
      } else if let (name, identifier) = Self.placeholderTarget(of: current) {
        let step = "\(storyboard.name)#\(current.id)"
        if chain.contains(step) { throw StoryboardError.referenceCycle(chain + [step]) }
        chain.append(step)
        (storyboard, current) = try bundle.scene(identifier, inStoryboardNamed: name)
      } else {
        return target
      }
      target = ReferenceTarget(
        bundleIdentifier: bundle.identifier, storyboardName: storyboard.name, controller: current,
        chain: chain)
    }
  }

  /// The storyboard named `name` and its scene with the storyboard identifier `identifier`,
  /// or its initial scene when `identifier` is `nil`.
  /// - Throws: ERR-1 (<doc:BehaviourRules>), ERR-3,
  ///   ``StoryboardError/noInitialViewController(storyboard:)``.
  private func scene(_ identifier: String?, inStoryboardNamed name: String) throws -> (
    StoryboardDefinition, ControllerDefinition
  ) {
    guard let storyboard = definition(named: name) else {
      throw StoryboardError.storyboardNotFound(name: name, bundle: description)
    }
    if let identifier {
      guard let found = storyboard.controller(withStoryboardIdentifier: identifier) else {
        throw StoryboardError.identifierNotFound(
          storyboard: "<Storyboard: \(name)>", identifier: identifier)
      }
      return (storyboard, found)
    }
    guard let initial = storyboard.initialController else {
      throw StoryboardError.noInitialViewController(storyboard: name)
    }
    return (storyboard, initial)
  }

  /// The storyboard and scene identifier a placeholder names, or `nil` for a controller that
  /// is no placeholder.
  public static func placeholderTarget(of controller: ControllerDefinition) -> (
    storyboard: String, identifier: String?
  )? {
    func attribute(_ key: String) -> String? {
      let value = controller.runtimeAttributes.first { $0.keyPath == key }?.value.stringValue
      return value?.isEmpty == false ? value : nil
    }
    guard let name = attribute("storyboardName") else { return nil }
    return (name, attribute("storyboardIdentifier") ?? attribute("sceneIdentifier"))
  }
}
