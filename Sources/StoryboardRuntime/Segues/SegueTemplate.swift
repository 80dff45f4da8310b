/// A segue of a storyboard, ready to be performed from an instance of its source (SEG-1).
struct SegueTemplate {
  let definition: SegueDefinition
  let storyboard: Storyboard

  var identifier: String? { definition.identifier }

  /// Performs the segue from `source`.
  ///
  /// 1. `shouldPerformSegue` when `asksShouldPerform` (triggered segues only, SEG-1 vs SEG-2);
  /// 2. the destination is instantiated (creator / `@IBSegueAction`, references resolved);
  /// 3. the segue object is created (custom class or the kind's perform handler);
  /// 4. the kind prepares the destination (SEG-6, SEG-7);
  /// 5. `source.prepare(for:sender:)`;
  /// 6. `perform()`.
  func perform(from source: ViewController, sender: Any?, asksShouldPerform: Bool) throws {
    if definition.kind == .unwind {
      try performUnwind(from: source, sender: sender, asksShouldPerform: asksShouldPerform)
      return
    }
    if asksShouldPerform, try !shouldPerform(from: source, sender: sender) { return }
    let creation = definition.destinationCreationSelector.map {
      ControllerCreation.segueAction(
        source: source, selector: $0, sender: sender, identifier: identifier)
    }
    let destination = try storyboard.instantiate(destinationOf: definition, creation: creation)
    let segue = try makeSegue(source: source, destination: destination, sender: sender)
    prepareDestination(of: segue)
    try prepareAndPerform(segue, sender: sender)
  }

  func shouldPerform(from source: ViewController, sender: Any?) throws -> Bool {
    let result = try Exceptions.callingOut {
      source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender)
    }
    NavigationEventCenter.emit {
      NavigationEvent(
        ControllerReference(source), .shouldPerformSegue(identifier: identifier, result: result))
    }
    return result
  }

  /// SEG-1 steps 5 and 6.
  func prepareAndPerform(_ segue: StoryboardSegue, sender: Any?) throws {
    let events = NavigationEventCenter.innermost
    events.emit {
      NavigationEvent(
        ControllerReference(segue.source),
        .prepareForSegue(
          identifier: identifier, destination: ControllerReference(segue.destination)))
    }
    try prepare(segue, sender: sender)
    try perform(segue, events: events)
  }

  /// Calls the source's `prepare(for:sender:)`; what it raises (a misuse, or
  /// ``StoryboardSegue/fail(with:)``) stops the segue before anything changed.
  func prepare(_ segue: StoryboardSegue, sender: Any?) throws {
    try Exceptions.callingOut { segue.source.prepare(for: segue, sender: sender) }
  }

  func perform(_ segue: StoryboardSegue, events: ObserverScope = NavigationEventCenter.innermost)
    throws
  {
    events.emit {
      NavigationEvent(
        ControllerReference(segue.source),
        .seguePerformed(identifier: identifier, destination: ControllerReference(segue.destination))
      )
    }
    try Exceptions.throwing { segue.perform() }
  }

  /// Creates the segue object, through the bundle's ``StoryboardHooks/segueCreation``
  /// wrappers: the registered custom class, or a plain segue, with the perform handler of the
  /// segue's kind. An unregistered custom class is ERR-10 in a strict bundle; in
  /// a lenient one it is a warning and a plain segue stands in (a `custom` one does nothing).
  func makeSegue(source: ViewController, destination: ViewController, sender: Any?) throws
    -> StoryboardSegue
  {
    let creation = SegueCreation(identifier: identifier, source: source, destination: destination)
    let segue = try storyboard.bundle.hooks.segueCreation.run(creation) {
      try createSegue(source: $0.source, destination: $0.destination)
    }
    segue.animates = definition.animates
    segue.sender = sender
    segue.storyboardKind = definition.kind
    return segue
  }

  /// The original segue creation, inside the ``StoryboardHooks/segueCreation`` wrappers.
  private func createSegue(source: ViewController, destination: ViewController) throws
    -> StoryboardSegue
  {
    let segue: StoryboardSegue
    if let customClass = definition.customClass,
      let segueClass = storyboard.bundle.segueClass(
        named: customClass, module: definition.customModule)
    {
      segue = segueClass.make(identifier, source, destination)
    } else if let customClass = definition.customClass {
      guard !storyboard.bundle.isStrict else {
        throw StoryboardError.unknownSegueClass(customClass)
      }
      source.warn(.unknownSegueClass(customClass))
      segue = StoryboardSegue(identifier: identifier, source: source, destination: destination)
    } else {
      segue = StoryboardSegue(identifier: identifier, source: source, destination: destination)
    }
    return segue
  }

  /// SEG-1 step 4: the presentation kinds impose the storyboard's styles (SEG-6, SEG-7).
  private func prepareDestination(of segue: StoryboardSegue) {
    switch definition.kind {
    case .presentation, .modal:
      if let style = definition.modalPresentationStyle {
        segue.destination.modalPresentationStyle = style
      }
      if let style = definition.modalTransitionStyle {
        segue.destination.modalTransitionStyle = style
      }
    case .popoverPresentation, .popover:
      segue.destination.modalPresentationStyle = .popover
      // The segue anchors the popover to the view that triggered it (SEG-7).
      segue.destination.popoverPresentationController?.sourceView = segue.source.view
    default:
      break
    }
  }
}

extension StoryboardSegue {
  /// What the default `perform()` does for a segue of `kind` created by a storyboard
  /// (SEG-4..10).
  func performDefault(for kind: SegueKind) throws {
    switch kind {
    case .show:
      source.show(destination, sender: sender)
    case .showDetail, .replace:
      source.showDetailViewController(destination, sender: sender)
    case .presentation, .modal, .popoverPresentation, .popover:
      source.present(destination, animated: animates)
    case .push:
      guard let navigation = source.navigationController else {
        throw StoryboardError.pushSegueOutsideNavigationController
      }
      navigation.pushViewController(destination, animated: animates)
    case .embed:
      try Exceptions.throwing { source.addChild(destination) }
      source.view.addSubview(destination.view)
      destination.callDidMove(toParent: source)
    case .unwind:
      try SegueTemplate.performDefaultUnwind(self)
    case .custom, .relationship, .other:
      break
    }
  }
}
