import Foundation

/// How a scene's controller is to be created instead of by its class's `init(coder:)`.
enum ControllerCreation {
  /// A creator block (SB-5): applies to the top-level controller only, never through a
  /// reference.
  case creator((NSCoder) -> ViewController?)
  /// An `@IBSegueAction` of the segue's source (SB-6): forwarded through references.
  case segueAction(source: ViewController, selector: String, sender: Any?, identifier: String?)
}

// MARK: - Instantiating a scene (SB-3..10)

extension Storyboard {
  /// Creates the controller of `scene`: resolves references (SB-9), creates the instance
  /// through its class, a creator or a segue action (SB-5..7), installs its relationship
  /// children (SB-10), applies its runtime attributes and sends `awakeFromNib()` (SB-8).
  func instantiate(_ scene: StoryboardScene, creation: ControllerCreation? = nil) throws
    -> ViewController
  {
    let isContainer = scene.hasRelationships || scene.hasEmbedSegues
    if isContainer, let cycle = containmentCycle(from: scene) { throw cycle.error }
    // A scene that contains nothing can only lead back to itself through a hook (a
    // substituted placeholder): without hooks it needs no place on the path.
    guard isContainer || !bundle.hooks.areEmpty else {
      return try instantiateChecked(scene, creation: creation)
    }
    return try ContainmentPath.instantiating(scene.replacementKey) {
      try instantiateChecked(scene, creation: creation)
    }
  }

  /// The containment cycle reachable from `scene` (computed once per bundle structure; scenes
  /// found free of cycles are remembered by the bundle, so each is walked once).
  private func containmentCycle(from scene: StoryboardScene) -> ContainmentCycle? {
    if let checked = scene.checkedContainment, checked.structureVersion == bundle.structureVersion {
      return checked.cycle
    }
    if bundle.acyclicScenes.structureVersion != bundle.structureVersion {
      bundle.acyclicScenes = (bundle.structureVersion, [])
    }
    let cycle = bundle.containmentCycle(
      from: scene.controller, in: definition, followingPlaceholders: false,
      knownAcyclic: &bundle.acyclicScenes.keys)
    scene.checkedContainment = (bundle.structureVersion, cycle)
    return cycle
  }

  /// ``instantiate(_:creation:)`` once the scene is known not to contain itself.
  private func instantiateChecked(_ scene: StoryboardScene, creation: ControllerCreation?) throws
    -> ViewController
  {
    if scene.kind == .reference {
      let target = try bundle.resolveReference(scene.controller, in: definition)
      let targetBundle = bundle.bundle(withIdentifier: target.bundleIdentifier) ?? bundle
      let storyboard = try Storyboard.open(target.storyboardName, in: targetBundle)
      var forwarded = creation
      if case .creator = creation { forwarded = nil }
      guard let targetScene = storyboard.scene(withID: target.controller.id) else {
        throw StoryboardError.missingDestination(
          segue: scene.controller.id, destination: target.controller.id,
          storyboard: storyboard.name)
      }
      return try storyboard.instantiate(targetScene, creation: forwarded)
    }
    if !bundle.sceneReplacements.isEmpty,
      let replacement = bundle.sceneReplacements[scene.replacementKey]
    {
      return try replacement()
    }
    let controllerClass = try resolveClass(of: scene)
    let coder = StoryboardCoder(
      storyboard: self, scene: scene, declaredClassName: controllerClass.declaredName)
    let controller = try create(with: coder, class: controllerClass.entry, creation: creation)
    if scene.hasRelationships {
      var children: [(relationship: String, controller: ViewController)] = []
      for segue in scene.segues where segue.kind == .relationship {
        let child = try instantiate(destinationOf: segue)
        children.append((segue.relationship ?? "", child))
      }
      controller.installStoryboardChildren(children)
    }
    controller.extras?.sceneObjects?.connectControllerObjects()
    for attribute in scene.controller.runtimeAttributes {
      try controller.setRuntimeAttribute(attribute)
    }
    try bundle.hooks.awakening.run(controller) { controller in
      NavigationEventCenter.emit { NavigationEvent(ControllerReference(controller), .awakeFromNib) }
      controller.awakeFromNib()
    }
    return controller
  }

  /// Creates `scene` with the given creator.
  func instantiate(
    _ scene: StoryboardScene, creator: ((NSCoder) -> ViewController?)?
  ) throws -> ViewController {
    try instantiate(scene, creation: creator.map(ControllerCreation.creator))
  }

  /// Creates the destination of `segue`.
  func instantiate(destinationOf segue: SegueDefinition, creation: ControllerCreation? = nil)
    throws -> ViewController
  {
    guard let id = segue.destinationID, let destination = scene(withID: id) else {
      throw StoryboardError.missingDestination(
        segue: segue.identifier ?? segue.id, destination: segue.destinationID ?? "nil",
        storyboard: name)
    }
    return try instantiate(destination, creation: creation)
  }

  /// The registered class of `scene`, or the element's own class as a stand-in (SB-7).
  /// Resolutions that need no warning are kept on the scene until the registry changes.
  private func resolveClass(of scene: StoryboardScene) throws -> (
    entry: ControllerClass, declaredName: String?
  ) {
    if let resolved = scene.resolvedClass, resolved.registryVersion == bundle.registryVersion {
      return (resolved.entry, resolved.declaredName)
    }
    let controller = scene.controller
    let standard = bundle.builtInClass(for: scene.kind)
    let fallback = standard ?? ControllerClass(ViewController.self)
    let resolved: (entry: ControllerClass, declaredName: String?)
    if let customClass = controller.customClass {
      guard let entry = bundle.controllerClass(named: customClass, of: controller) else {
        return try standIn(for: customClass, of: controller, fallback: fallback)
      }
      if let standard, !entry.isKind(of: standard) {
        throw StoryboardError.wrongClassKind(
          className: entry.name, requiredClass: standard.name, scene: controller.id,
          storyboard: definition.path ?? name, location: controller.location)
      }
      resolved = (entry, nil)
    } else {
      resolved = (fallback, standard == nil ? scene.kind.runtimeClassName : nil)
    }
    scene.resolvedClass = (bundle.registryVersion, resolved.entry, resolved.declaredName)
    return resolved
  }

  /// SB-7: the element's own class stands in for an unregistered custom class, with UIKit's
  /// warning; a strict bundle throws instead.
  private func standIn(
    for customClass: String, of scene: ControllerDefinition, fallback: ControllerClass
  ) throws -> (entry: ControllerClass, declaredName: String?) {
    if bundle.isStrict {
      throw StoryboardError.unknownClass(
        name: customClass, storyboard: definition.path ?? name, location: scene.location)
    }
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(className: customClass), .warning(.unknownClass(customClass)))
    }
    return (fallback, customClass)
  }

  /// Runs the creator or segue action, checking its result (SB-5, SB-6), else `init(coder:)`.
  private func create(
    with coder: StoryboardCoder, class entry: ControllerClass, creation: ControllerCreation?
  ) throws -> ViewController {
    switch creation {
    case .creator(let creator):
      guard let created = try Exceptions.callingOut({ creator(coder) }) else { break }
      try check(created, coder: coder, class: entry, segueAction: nil)
      return created
    case .segueAction(let source, let selector, let sender, let identifier):
      let method = "-[\(source.className) \(selector)]"
      guard let action = source.segueAction(named: selector) else {
        source.warn(.segueActionNotFound(method: method))
        break
      }
      guard let created = try Exceptions.callingOut({ try action(coder, sender, identifier) })
      else {
        source.warn(.segueActionReturnedNil(method: method, className: entry.name))
        break
      }
      try check(created, coder: coder, class: entry, segueAction: method)
      return created
    case nil:
      break
    }
    return try Exceptions.callingOut { try entry.make(coder) }
  }

  private func check(
    _ created: ViewController, coder: StoryboardCoder, class entry: ControllerClass,
    segueAction: String?
  ) throws {
    guard coder.decodedControllerID == ObjectIdentifier(created) else {
      throw StoryboardError.creatorSkippedSuperInit(segueAction: segueAction)
    }
    guard entry.isInstance(created) else {
      throw StoryboardError.creatorReturnedWrongClass(
        instance: created.diagnosticName,
        expectedClass: coder.declaredClassName == nil ? coder.sceneDefinition.className : entry.name
      )
    }
  }
}
