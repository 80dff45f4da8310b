import StoryboardRuntime

/// The checks of a scene's view tree and connections, part of ``StoryboardBundle/lint()``:
/// connections to nothing, segues whose trigger no user can see, and accessibility identifiers
/// that UI tests cannot tell apart.
enum SceneConnectionLint {
  /// The findings in `storyboard`, scene by scene.
  static func check(_ storyboard: StoryboardDefinition) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func report(
      _ severity: Diagnostic.Severity, _ rule: Diagnostic.Rule, _ location: SourcePosition?,
      _ problem: String, fix: String
    ) {
      diagnostics.append(
        Diagnostic(
          path: storyboard.path ?? storyboard.name, location: location, severity: severity,
          rule: rule, problem: problem, fix: fix))
    }
    var sceneOfID: [String: String] = [:]
    for case let controller? in storyboard.scenes.map(\.controller) {
      sceneOfID[controller.id] = controller.id
      for object in controller.objects { sceneOfID[object.id] = controller.id }
    }
    for case let controller? in storyboard.scenes.map(\.controller) {
      let objects = controller.objects
      let ids = Set(objects.map(\.id)).union([controller.id])
      let connections =
        controller.connections.map { ($0, controller.className) }
        + objects.flatMap { object in object.connections.map { ($0, object.element) } }
      for (connection, source) in connections where !ids.contains(connection.destinationID) {
        let what =
          connection.kind == .action
          ? "action '\(connection.name)'" : "\(connection.kind.rawValue) '\(connection.name)'"
        if let other = sceneOfID[connection.destinationID] {
          report(
            .warning, .brokenConnection, connection.location,
            "the \(what) of \(source) in scene '\(controller.id)' connects to "
              + "'\(connection.destinationID)' in scene '\(other)': UIKit does not connect "
              + "objects across scenes",
            fix: "Connect it within its scene, or pass the object in prepare(for:sender:).")
        } else {
          report(
            .error, .brokenConnection, connection.location,
            "the \(what) of \(source) in scene '\(controller.id)' connects to "
              + "'\(connection.destinationID)', which is no object of the storyboard: loading "
              + "the scene would fail",
            fix: "Reconnect it in Interface Builder, or delete the connection.")
        }
      }
      checkHiddenTriggers(controller, storyboard, report)
      // An iOS storyboard's view the runtime does not model (other platforms' documents are
      // read, not run).
      if storyboard.targetRuntime?.hasPrefix("iOS") ?? true {
        for object in objects where !SceneObjectFactory.models(object.element) {
          report(
            .warning, .unmodelledElement, object.location,
            "the <\(object.element)> '\(object.id)' in scene '\(controller.id)' is not modelled: "
              + "it is made as a plain UIView, which keeps its frame, tag, accessibility "
              + "identifier, hidden state and subviews but none of its own properties",
            fix: "Nothing to do unless a test reads its own properties: give it a custom class "
              + "of your own (a UIView subclass) that keeps them.")
        }
      }
      var seen: [String: String] = [:]
      for object in objects {
        guard let identifier = object.accessibilityIdentifier else { continue }
        if let first = seen[identifier] {
          report(
            .warning, .duplicateAccessibilityIdentifier, object.location,
            "the accessibility identifier '\(identifier)' of \(object.element) '\(object.id)' "
              + "is also \(first)'s in scene '\(controller.id)': a test that finds it by "
              + "identifier gets the first",
            fix: "Give each control of the scene its own accessibility identifier.")
        } else {
          seen[identifier] = "\(object.element) '\(object.id)'"
        }
      }
    }
    return diagnostics
  }

  /// Segues triggered by a control that is hidden, or inside a hidden view, as the storyboard
  /// leaves it: no user can tap it until code shows it.
  private static func checkHiddenTriggers(
    _ controller: ControllerDefinition, _ storyboard: StoryboardDefinition,
    _ report: (Diagnostic.Severity, Diagnostic.Rule, SourcePosition?, String, String) -> Void
  ) {
    let objects = controller.objects
    // Parents come before children: one pass finds what is hidden with its ancestors.
    var hidden = [Bool](repeating: false, count: objects.count)
    for (index, object) in objects.enumerated() {
      hidden[index] =
        object.attributes["hidden"] == "YES"
        || (object.parent.map { $0 < index && hidden[$0] } ?? false)
    }
    let hiddenIDs = Set(objects.indices.filter { hidden[$0] }.map { objects[$0].id })
    for segue in storyboard.segues
    where segue.sourceID == controller.id && segue.triggerID.map(hiddenIDs.contains) == true {
      report(
        .warning, .hiddenSegueTrigger, segue.location,
        "the segue '\(segue.identifier ?? segue.id)' is triggered by \(segue.trigger) "
          + "'\(segue.triggerID ?? "")', which the storyboard hides: no user can tap it "
          + "until code shows it",
        "Show the control in the storyboard, or perform the segue from code.")
    }
  }
}
