import StoryboardRuntime

extension StoryboardDump {
  /// A readable listing of the storyboard: one line per scene and per segue.
  ///
  /// ```
  /// Main.storyboard (iOS.CocoaTouch), initial: nav
  ///   scene nav-scene: navigationController nav
  ///   scene list-scene: viewController list "List" ListViewController (List)
  ///   segue list-segue-2: show list -> detail [showDetail] from tableViewCell
  /// ```
  public static func listing(of storyboard: StoryboardDefinition, file: String) -> String {
    var lines: [String] = []
    writeListing(of: storyboard, file: file) { lines.append($0) }
    return lines.joined(separator: "\n")
  }

  /// Hands the lines of ``listing(of:file:)`` to `line` one by one, so that the listing of a
  /// very large storyboard is never held whole.
  public static func writeListing(
    of storyboard: StoryboardDefinition, file: String, line write: (String) -> Void
  ) {
    let targetRuntime = storyboard.targetRuntime
    let initialViewControllerID = storyboard.initialViewControllerID
    let scenes = storyboard.scenes
    let segues = storyboard.segues
    let name = storyboard.name
    write(
      "\(file) (\(targetRuntime ?? "unknown runtime")), initial: \(initialViewControllerID ?? "none")"
    )
    for scene in scenes {
      guard let controller = scene.controller else {
        write("  scene \(scene.sceneID): no controller")
        continue
      }
      var line = "  scene \(scene.sceneID): \(controller.element) \(controller.id)"
      if let title = controller.title { line += " \"\(title)\"" }
      if let customClass = controller.customClass { line += " \(customClass)" }
      if let identifier = controller.storyboardIdentifier { line += " (\(identifier))" }
      if let reference = controller.reference {
        line +=
          " -> \(reference.storyboardName ?? name)#\(reference.referencedIdentifier ?? "initial")"
      }
      write(line)
    }
    for segue in segues {
      var line =
        "  segue \(segue.id): \(segue.kind) \(segue.sourceID ?? "?") -> \(segue.destinationID ?? "?")"
      if let relationship = segue.relationship { line += " (\(relationship))" }
      if let identifier = segue.identifier { line += " [\(identifier)]" }
      if let action = segue.unwindAction { line += " \(action)" }
      line += " from \(segue.trigger)"
      write(line)
    }
  }
}
