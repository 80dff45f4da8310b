// MARK: - Performing segues (SEG-1, SEG-2, SEG-8)

extension ViewController {
  /// The body of ``performSegue(withIdentifier:sender:)``.
  package func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) throws {
    guard let template = segueTemplate(where: { $0.identifier == identifier }) else {
      throw StoryboardError.noSegue(receiver: diagnosticName, identifier: identifier)
    }
    try checkPerformable(template)
    try template.perform(from: self, sender: sender, asksShouldPerform: false)
  }

  /// Does what a tap on the control that owns the segue with `identifier` does (SEG-1): asks
  /// `shouldPerformSegue(withIdentifier:sender:)` first.
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: The sender `prepare(for:sender:)` receives; by default a ``SegueTrigger``
  ///     describing the tapped element.
  /// - Throws: ERR-8 (<doc:BehaviourRules>) when there is no such segue; what the segue throws.
  public func tapSegue(withIdentifier identifier: String, sender: Any? = nil) throws {
    guard let template = segueTemplate(where: { $0.identifier == identifier }) else {
      throw StoryboardError.noSegue(receiver: diagnosticName, identifier: identifier)
    }
    try Exceptions.throwing { try trigger(template, sender: sender) }
  }

  /// Does what a tap on the control that owns the segue whose object ID is `id` does (SEG-1),
  /// for segues that have no identifier.
  /// - Throws: ``StoryboardError/noSegueWithID(receiver:id:)``; what the segue throws.
  public func tapSegue(withID id: String, sender: Any? = nil) throws {
    guard let template = segueTemplate(where: { $0.id == id }) else {
      throw StoryboardError.noSegueWithID(receiver: diagnosticName, id: id)
    }
    try Exceptions.throwing { try trigger(template, sender: sender) }
  }

  /// The segues that start from this controller's scene, in document order; empty for a
  /// controller made in code.
  public var storyboardSegues: [SegueDefinition] {
    scene?.segues ?? []
  }

  private func trigger(_ template: SegueTemplate, sender: Any?) throws {
    try checkPerformable(template)
    let trigger = SegueTrigger(
      element: template.definition.trigger, id: template.definition.triggerID)
    try template.perform(from: self, sender: sender ?? trigger, asksShouldPerform: true)
  }

  private func segueTemplate(where matches: (SegueDefinition) -> Bool) -> SegueTemplate? {
    guard let storyboard, let definition = storyboardSegues.first(where: matches) else {
      return nil
    }
    return SegueTemplate(definition: definition, storyboard: storyboard)
  }

  private func checkPerformable(_ template: SegueTemplate) throws {
    let kind = template.definition.kind
    guard kind != .embed, kind != .relationship else {
      throw StoryboardError.segueNotPerformable(
        identifier: template.identifier ?? template.definition.id, kind: kind.description)
    }
  }

  /// Performs the scene's embed segues while the view loads, before `viewDidLoad()` (SEG-8).
  /// A failure is reported as a warning event: a view getter cannot throw.
  /// A scene that is already performing its embed segues further out (a cycle through
  /// placeholders or hooks that instantiation could not see) embeds nothing, with the warning.
  func performEmbedSegues() {
    guard let storyboard, let scene, scene.hasEmbedSegues else { return }
    ContainmentPath.embedding(scene.replacementKey) { cycle in
      for definition in scene.segues where definition.kind == .embed {
        let segue = definition.identifier ?? definition.id
        if let cycle {
          warn(.embedSegueFailed(segue: segue, reason: "\(StoryboardError.embedCycle(cycle))"))
          continue
        }
        let template = SegueTemplate(definition: definition, storyboard: storyboard)
        do {
          try template.perform(from: self, sender: nil, asksShouldPerform: false)
        } catch {
          warn(.embedSegueFailed(segue: segue, reason: "\(error)"))
        }
      }
    }
  }
}

extension ViewController {
  /// The keys a controller answers by name beyond its class's table: `view`, and UIKit's
  /// `storyboardSegueTemplates`, one template per segue of its scene (the trigger's own
  /// target for a segue a control, item or gesture triggers), each with its `identifier` —
  /// what `value(forKey: "storyboardSegueTemplates")` reads to ask whether a segue exists.
  func controllerMember(named name: String) -> ObjectiveCMember? {
    if name == "view" {
      // A nib's File's Owner `view` outlet sets the controller's view (key-value coding).
      return .property(
        get: { [unowned self] in viewIfLoaded },
        set: { [unowned self] in view = try ObjectiveCMember.cast($0, member: name) })
    }
    guard name == "storyboardSegueTemplates" else { return nil }
    return .property(get: { [unowned self] in
      let triggered = extras?.sceneObjects?.segueTargets ?? []
      return storyboardSegues.filter { $0.kind != .embed && $0.kind != .relationship }.map {
        segue in
        triggered.first { $0.segueID == segue.id }
          ?? StoryboardSegueTarget(controller: self, segueID: segue.id)
      }
    })
  }
}
