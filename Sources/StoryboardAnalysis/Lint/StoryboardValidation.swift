import StoryboardRuntime

// MARK: - Validating a bundle

extension StoryboardBundle {
  /// Instantiates every scene of every storyboard, resolves every storyboard reference, and
  /// performs every identified segue (except unwind, embed and relationship segues, which run
  /// with their container) from a fresh, on-screen instance of its source. In a strict bundle,
  /// an unregistered custom class is a problem too.
  /// - Returns: The counts of what ran and every problem, with its file and line.
  public func validate() -> ValidationReport {
    var report = ValidationReport()
    for name in storyboardNames {
      guard let storyboard = try? Storyboard.open(name, in: self) else { continue }
      let file = storyboard.definition.path ?? name
      for case let scene? in storyboard.definition.scenes.map(\.controller) {
        do {
          if scene.kind == .reference {
            _ = try resolveReference(scene, in: storyboard.definition)
            report.referencesResolved += 1
          }
          _ = try storyboard.instantiateViewController(scene: scene)
          report.scenesInstantiated += 1
        } catch {
          report.problems.append(
            Diagnostic(
              path: file, location: scene.location, severity: .error,
              rule: .instantiationFailed, message: "\(name)#\(scene.id): \(error)"))
        }
      }
      for segue in storyboard.definition.segues where Self.isValidated(segue) {
        do {
          try perform(segue, in: storyboard)
          report.seguesPerformed += 1
        } catch {
          report.problems.append(
            Diagnostic(
              path: file, location: segue.location, severity: .error, rule: .segueFailed,
              message: "\(name)#segue \(segue.identifier ?? segue.id): \(error)"))
        }
      }
    }
    for action in unhandledActions() {
      let segue = action.segue
      report.problems.append(
        Diagnostic(
          path: action.storyboard.path ?? action.storyboard.name, location: segue.location,
          severity: .error, rule: .unhandledAction,
          problem: "\(action.storyboard.name)#segue \(segue.identifier ?? segue.id): "
            + action.problem, fix: action.fix))
    }
    return report
  }

  private static func isValidated(_ segue: SegueDefinition) -> Bool {
    guard segue.identifier?.isEmpty == false, segue.sourceID != nil else { return false }
    return segue.kind != .unwind && segue.kind != .relationship && segue.kind != .embed
  }

  /// Performs `segue` from a fresh instance of its source, on screen, inside a navigation
  /// controller when the source is not a container itself.
  private func perform(_ segue: SegueDefinition, in storyboard: Storyboard) throws {
    guard let sourceID = segue.sourceID, let identifier = segue.identifier,
      let scene = storyboard.definition.controller(withID: sourceID)
    else { return }
    let source = try storyboard.instantiateViewController(scene: scene)
    let window = Window(horizontalSizeClass: .regular)
    let isContainer =
      source is NavigationController || source is TabBarController || source is SplitViewController
    try catching {
      window.rootViewController =
        isContainer ? source : NavigationController(rootViewController: source)
      window.makeKeyAndVisible()
      source.performSegue(withIdentifier: identifier, sender: nil)
    }
    try window.checkInvariants()
  }
}
