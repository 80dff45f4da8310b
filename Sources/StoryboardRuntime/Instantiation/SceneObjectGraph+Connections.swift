import Foundation

extension SceneObjectGraph {
  /// Makes the connections whose ends both exist for the first time in this phase, wires the
  /// segue triggers of the phase's objects, then sends the phase's views `awakeFromNib`.
  func connect(phase indices: [Int], isViewLoad: Bool, includesController: Bool = true) {
    let inPhase = Set(indices)
    // The controller's own connections: made once their destination exists.
    if includesController, let owner = controller ?? nibOwner {
      for connection in controllerConnections
      where index(ofID: connection.destinationID).map(inPhase.contains) ?? !isViewLoad {
        make(connection, from: owner, sourceName: { "\(type(of: owner))" })
      }
    }
    for index in indices {
      guard let source = instances[index] else { continue }
      for connection in objects[index].connections {
        make(connection, from: source, sourceName: { "\(type(of: source))" })
      }
    }
    // Connections from objects of the earlier phase to objects of this one.
    if isViewLoad {
      for earlier in objects.indices where !inPhase.contains(earlier) {
        guard let source = instances[earlier] else { continue }
        for connection in objects[earlier].connections
        where index(ofID: connection.destinationID).map(inPhase.contains) == true {
          make(connection, from: source, sourceName: { "\(type(of: source))" })
        }
      }
    }
    wireSegueTriggers(indices)
    applyRuntimeAttributes(indices)
    for index in indices {
      (instances[index] as? View)?.awakeFromNib()
    }
  }

  /// Makes `connection` from `source`.
  private func make(
    _ connection: ConnectionDefinition, from source: AnyObject, sourceName: () -> String
  ) {
    let destinationObject = object(withID: connection.destinationID)
    let destination = instance(withID: connection.destinationID)
    switch connection.kind {
    case .outlet, .outletCollection:
      guard let destination else { return }
      if connection.kind == .outletCollection, connection.name == "gestureRecognizers",
        let view = source as? View, let recognizer = destination as? GestureRecognizer
      {
        view.addGestureRecognizer(recognizer)
        return
      }
      setOutlet(connection, of: source, to: destination, sourceName: sourceName)
    case .action:
      // A first-responder placeholder is a `nil` target: the responder chain finds it (a
      // nib's External Object placeholder has its object).
      let isFirstResponder = destinationObject?.element == "placeholder" && destination == nil
      let target: AnyObject? = isFirstResponder ? nil : destination
      guard isFirstResponder || target != nil else { return }
      let selector = Selector(connection.name)
      switch source {
      case let control as Control:
        let event =
          connection.eventType.flatMap(Control.Event.init(storyboardName:)) ?? .touchUpInside
        control.addTarget(target, action: selector, for: event)
      case let item as BarButtonItem:
        item.target = target
        item.action = selector
      case let recognizer as GestureRecognizer:
        if let target { recognizer.addTarget(target, action: selector) }
      default:
        break
      }
    }
  }

  /// Sets the outlet (or appends to the outlet collection) `connection` names on `source`.
  private func setOutlet(
    _ connection: ConnectionDefinition, of source: AnyObject, to destination: AnyObject,
    sourceName: () -> String
  ) {
    setMember(
      connection.name, of: source, sourceName: sourceName,
      description: { "\(connection.kind.rawValue) '\(connection.name)'" }
    ) {
      member in
      if connection.kind == .outletCollection {
        let current = (member.value() as? [Any]) ?? []
        try member.setValue(current + [destination])
      } else {
        try member.setValue(destination)
      }
    }
  }

  /// Applies the user-defined runtime attributes of the objects `indices` (SB-8: before
  /// `awakeFromNib`): a plain key through the object's member table.
  func applyRuntimeAttributes(_ indices: [Int]) {
    for index in indices {
      guard let object = instances[index] else { continue }
      for attribute in objects[index].runtimeAttributes where !attribute.keyPath.contains(".") {
        guard let value = attribute.value.plainValue else { continue }
        setMember(
          attribute.keyPath, of: object, sourceName: { "\(type(of: object))" },
          description: { "runtime attribute '\(attribute.keyPath)'" }
        ) { try $0.setValue(value) }
      }
    }
  }

  /// Sets the member `name` of `source` with `set`, as UIKit's key-value coding does: an app
  /// class with a table that lacks it raises UIKit's exception; one without a table, or a
  /// stand-in, gets a warning; a runtime class that lacks it (a member of an element the
  /// runtime does not model) is left alone.
  private func setMember(
    _ name: String, of source: AnyObject, sourceName: () -> String,
    description: () -> String, _ set: (ObjectiveCMember) throws -> Void
  ) {
    guard let owner = source as? any ObjectiveCMembers else { return }
    let ownerType = type(of: owner)
    let isRuntimeClass = StoryboardRuntime.isRuntimeClass(ownerType)
    let isStandIn = (source as? ViewController)?.declaredClassName != nil
    guard isRuntimeClass || ownerType.memberTableClass != nil, !isStandIn else {
      controller?.warn(
        .connectionNotMade(
          connection: description(),
          reason: isStandIn
            ? "\(sourceName()) is a stand-in for a class the storyboard names but the app lacks"
            : "\(ObjectiveCError.noMemberTable(className: sourceName(), member: name))"))
      return
    }
    if isRuntimeClass, owner.objectiveCMember(named: name)?.isSettable != true { return }
    Exceptions.raising {
      guard let member = try owner.settableMember(named: name) else { return }
      try set(member)
    }
  }

  /// Makes each segue triggered by one of the objects `indices` run when its trigger fires:
  /// a control's tap, a bar button item's tap, a gesture's recognition (SEG-1: asking
  /// `shouldPerformSegue(withIdentifier:sender:)`, with the trigger as the sender).
  private func wireSegueTriggers(_ indices: [Int]) {
    guard let controller, let segues = controller.scene?.segues else { return }
    for index in indices {
      guard let trigger = instances[index] else { continue }
      let id = objects[index].id
      for segue in segues
      where segue.triggerID == id && segue.kind != .embed && segue.kind != .relationship {
        let target = StoryboardSegueTarget(controller: controller, segueID: segue.id)
        segueTargets.append(target)
        let perform = Selector(StoryboardSegueTarget.performSelector)
        switch trigger {
        case let control as Control: control.addTarget(target, action: perform, for: .touchUpInside)
        case let item as BarButtonItem:
          item.target = target
          item.action = perform
        case let recognizer as GestureRecognizer: recognizer.addTarget(target, action: perform)
        case let cell as StoryboardSelectionSegueTriggering: cell.addSelectionSegue(target)
        default: break
        }
      }
    }
  }
}
