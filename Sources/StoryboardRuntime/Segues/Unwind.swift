// MARK: - Unwind segues (UNW-2..6)

extension SegueTemplate {
  /// Finds the destination (UNW-3) and, if there is one, creates the segue, calls the source's
  /// `prepare(for:sender:)`, the destination's unwind action, then `perform()` (UNW-4). With no
  /// destination nothing happens.
  func performUnwind(from source: ViewController, sender: Any?, asksShouldPerform: Bool) throws {
    guard let action = definition.unwindAction, !action.isEmpty else {
      throw StoryboardError.unwindWithoutAction
    }
    if asksShouldPerform, try !shouldPerform(from: source, sender: sender) { return }
    let unwindSource = UnwindSegueSource(
      sourceViewController: source, unwindAction: action, sender: sender)
    guard let destination = Self.unwindDestination(for: unwindSource) else {
      source.warn(.unwindActionNotHandled(action: action, source: source.diagnosticName))
      return
    }
    let segue = try makeSegue(source: source, destination: destination, sender: sender)
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(source),
        .prepareForSegue(identifier: identifier, destination: ControllerReference(destination)))
    }
    try prepare(segue, sender: sender)
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(destination), .unwindAction(action, source: ControllerReference(source))
      )
    }
    // The unwind action is app code before the transition: a raise in it stops the unwind.
    try Exceptions.callingOut { destination.unwindAction(named: action)?(segue) }
    try perform(segue)
  }

  /// The iOS 9+ search (UNW-3): from the source's parent (or presenter) upwards, each
  /// ancestor's allowed children depth-first, then the ancestor itself.
  static func unwindDestination(for source: UnwindSegueSource) -> ViewController? {
    var current = next(after: source.sourceViewController)
    while let ancestor = current {
      if let found = search(ancestor, for: source) { return found }
      current = next(after: ancestor)
    }
    return nil
  }

  private static func search(_ controller: ViewController, for source: UnwindSegueSource)
    -> ViewController?
  {
    for child in controller.allowedChildrenForUnwinding(from: source) {
      if let found = search(child, for: source) { return found }
    }
    let answers = controller.canPerformUnwindSegueAction(
      source.unwindAction, from: source.sourceViewController, sender: source.sender)
    return answers ? controller : nil
  }

  private static func next(after controller: ViewController) -> ViewController? {
    controller.parent ?? controller.storedPresentingViewController
  }

  /// The default unwind transition (UNW-5): dismiss what is presented above the
  /// destination, then let each container on the way down reveal the next controller.
  static func performDefaultUnwind(_ segue: StoryboardSegue) throws {
    let source = segue.source
    let destination = segue.destination
    guard source !== destination else { return }
    if destination.rootAncestor !== source.rootAncestor, destination.presentedViewController != nil
    {
      destination.dismiss(animated: segue.animates)
    }
    var path = [destination]
    while let parent = path.last?.parent { path.append(parent) }
    path.reverse()
    for (container, child) in zip(path, path.dropFirst()) {
      container.unwind(for: segue, towards: child)
    }
  }
}

extension ViewController {
  /// The child of this controller that contains the unwind source: the source itself, one of
  /// its ancestors, or the child from which the source was presented (UNW-3). Not meant to be
  /// overridden.
  public func childContaining(_ source: UnwindSegueSource) -> ViewController? {
    var current: ViewController? = source.sourceViewController
    while let candidate = current {
      if candidate.parent === self { return candidate }
      current = candidate.parent ?? candidate.storedPresentingViewController
    }
    return nil
  }
}
