import StoryboardRuntime

/// Reads the objects inside one top-level element of a scene's `<objects>` (the controller,
/// or a gesture recognizer beside it): every element with an ID that is an object rather than a
/// constraint, a segue, a colour or a layout guide, with its button states, accessibility
/// identifier, segments and connections. Depths are the document's; nothing recurses.
struct SceneObjectReader {
  /// The elements with an ID that are not objects of the scene.
  private static let notObjects: Set<String> = [
    "segue", "outlet", "outletCollection", "action", "layoutGuide",
    "viewLayoutGuide", "fontDescription", "color", "systemColor", "namedColor", "rect", "point",
    "size", "image", "designable", "inset", "edgeInsets", "directionalEdgeInsets",
  ]
  private static let connectionKinds: [String: ConnectionDefinition.Kind] = [
    "outlet": .outlet, "outletCollection": .outletCollection, "action": .action,
  ]

  /// The depth of the element the objects are inside.
  let ownerDepth: Int
  /// The objects read so far, parents first; a `nil` parent is the owner itself.
  private(set) var objects: [SceneObjectDefinition] = []
  /// The owner's own connections.
  private(set) var ownerConnections: [ConnectionDefinition] = []
  /// The constraints read: their ID, parent and place, until ``take()`` keeps the connected
  /// ones.
  private var constraints: [(id: String, parent: Int?, location: SourceLocation)] = []
  /// The open objects: their depth and index.
  private var open: [(depth: Int, index: Int)] = []

  init(ownerDepth: Int) { self.ownerDepth = ownerDepth }

  /// The object open at exactly `depth`: its index, `nil` for the owner, or `.none` when
  /// the element there is neither.
  private func owner(at depth: Int) -> Int?? {
    if depth == ownerDepth { return .some(nil) }
    if let last = open.last, last.depth == depth { return .some(last.index) }
    return .none
  }

  /// The object that runtime attributes at `depth` belong to: `nil` for the owner.
  func runtimeAttributeOwner(at depth: Int) -> Int?? { owner(at: depth - 1) }

  /// An element inside the owner starts at `depth`, under an element named `parentName`.
  mutating func start(
    _ name: String, parentName: String, attributes: some XMLAttributeLookup, depth: Int,
    location: SourceLocation
  ) {
    if parentName == "connections", let kind = Self.connectionKinds[name],
      let destination = attributes.value(of: "destination"), let member = owner(at: depth - 2),
      let connectionName = kind == .action
        ? attributes.value(of: "selector") : attributes.value(of: "property")
    {
      let connection = ConnectionDefinition(
        kind: kind, name: connectionName, destinationID: destination,
        eventType: attributes.value(of: "eventType"), location: location)
      if let index = member {
        objects[index].connections.append(connection)
      } else {
        ownerConnections.append(connection)
      }
      return
    }
    if name == "state", let key = attributes.value(of: "key"),
      let index = owner(at: depth - 1) ?? nil
    {
      var state = attributes.allValues()
      state["key"] = nil
      objects[index].states[key] = state
      return
    }
    if name == "accessibility", let identifier = attributes.value(of: "identifier"),
      let index = owner(at: depth - 1) ?? nil
    {
      objects[index].accessibilityIdentifier = identifier
      return
    }
    if name == "segment", parentName == "segments", let index = owner(at: depth - 2) ?? nil {
      objects[index].segments.append(attributes.value(of: "title") ?? "")
      return
    }
    guard let id = attributes.value(of: "id"), !Self.notObjects.contains(name) else { return }
    if name == "constraint" {
      // Outlets connect to constraints: kept (without their layout) when one does.
      constraints.append((id, open.last?.index, location))
      return
    }
    let all = attributes.packedValues()
    // An object's parent is the innermost open object (elements such as `<subviews>` between
    // them are not objects); `nil` is the owner.
    objects.append(
      SceneObjectDefinition(
        id: id, element: name, key: attributes.value(of: "key"),
        container: owner(at: depth - 1) == nil ? parentName : nil, parent: open.last?.index,
        customClass: attributes.value(of: "customClass"),
        customModule: attributes.value(of: "customModule"),
        customModuleProvider: attributes.value(of: "customModuleProvider"), attributes: all,
        location: location))
    open.append((depth, objects.count - 1))
  }

  /// The element at `depth` ends.
  mutating func end(depth: Int) {
    if let last = open.last, last.depth == depth { open.removeLast() }
  }

  /// Hands the objects and the owner's connections over, leaving the reader empty (no copy of
  /// the objects is made).
  mutating func take() -> (objects: [SceneObjectDefinition], connections: [ConnectionDefinition]) {
    defer {
      objects = []
      ownerConnections = []
      constraints = []
    }
    if !constraints.isEmpty {
      let destinations = Set(
        (ownerConnections + objects.flatMap(\.connections)).map(\.destinationID))
      for constraint in constraints where destinations.contains(constraint.id) {
        objects.append(
          SceneObjectDefinition(
            id: constraint.id, element: "constraint", parent: constraint.parent,
            location: constraint.location))
      }
    }
    return (objects, ownerConnections)
  }

  /// Appends a runtime attribute to object `index`.
  mutating func append(_ attribute: RuntimeAttribute, to index: Int) {
    objects[index].runtimeAttributes.append(attribute)
  }
}
