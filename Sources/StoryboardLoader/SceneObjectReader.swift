import StoryboardRuntime

/// Reads the objects inside one top-level element of a scene's `<objects>` (the controller,
/// or a gesture recognizer beside it): every element with an ID that is an object rather than a
/// constraint, a segue, a colour or a layout guide, with its button states, accessibility
/// identifier, segments and connections. Depths are the document's; nothing recurses.
struct SceneObjectReader {
  /// The depth of the element the objects are inside.
  let ownerDepth: Int
  /// The objects read so far, parents first; a `nil` parent is the owner itself.
  private(set) var objects: [SceneObjectDefinition] = []
  /// The owner's own connections.
  private(set) var ownerConnections: [ConnectionDefinition] = []
  /// The objects' attributes as written, one after the other: one text for them all once
  /// ``finish()`` hands it to them.
  private var attributeText: [UInt8] = []
  /// What is kept only while the owner is read, shared by the readers of a document.
  private let scratch: Scratch

  /// What a reader keeps only while its owner is read: one for the readers of a document,
  /// emptied (its room kept) as each owner ends, so that reading an owner allocates only what
  /// it hands over.
  /// Used by one builder on one thread; its accesses are not checked for exclusivity at run
  /// time.
  final class Scratch {
    /// The constraints read: their ID, parent and place, until ``finish()`` keeps the
    /// connected ones.
    @exclusivity(unchecked) var constraints:
      [(id: String, parent: Int?, location: SourcePosition)] = []
    /// The destinations of the outlets and outlet collections read (an action never targets
    /// a constraint).
    @exclusivity(unchecked) var outletDestinations: Set<String> = []
    /// The open objects: their depth and index.
    @exclusivity(unchecked) var open: [(depth: Int, index: Int)] = []
    /// Where each object's attributes lie in the reader's attribute text, by index.
    @exclusivity(unchecked) var attributeRanges: [Range<Int>] = []

    /// Empties it, keeping its room.
    func reset() {
      constraints.removeAll(keepingCapacity: true)
      outletDestinations.removeAll(keepingCapacity: true)
      open.removeAll(keepingCapacity: true)
      attributeRanges.removeAll(keepingCapacity: true)
    }
  }

  /// A reader of the objects inside the element at `ownerDepth`, keeping what it needs only
  /// while reading in `scratch` (which it expects empty).
  init(ownerDepth: Int, scratch: Scratch) {
    self.ownerDepth = ownerDepth
    self.scratch = scratch
  }

  /// The object open at exactly `depth`: its index, `nil` for the owner, or `.none` when
  /// the element there is neither.
  private func owner(at depth: Int) -> Int?? {
    if depth == ownerDepth { return .some(nil) }
    if let last = scratch.open.last, last.depth == depth { return .some(last.index) }
    return .none
  }

  /// The state key of a visual effect view's `<blurEffect>` or `<vibrancyEffect>`, which has
  /// no `key` attribute: its element's name.
  private func effectKey(_ name: String) -> String? {
    name == "blurEffect" || name == "vibrancyEffect" ? name : nil
  }

  /// The object that runtime attributes at `depth` belong to: `nil` for the owner.
  func runtimeAttributeOwner(at depth: Int) -> Int?? { owner(at: depth - 1) }

  /// An element inside the owner starts at `depth`: `element` named `name`, under an element
  /// named `parentName` (`parentIsConnections` when that is `<connections>`); `id` is its `id`
  /// attribute.
  mutating func start(
    _ element: StoryboardElement, named name: String, id: String?, parentName: String,
    parentIsConnections: Bool, attributes: some XMLAttributeLookup, depth: Int,
    location: SourcePosition
  ) {
    switch element {
    case .outlet, .outletCollection, .action:
      guard parentIsConnections else { return }
      startConnection(element, attributes: attributes, depth: depth, location: location)
    case .state:
      guard let key = attributes.value(of: "key") ?? effectKey(name),
        let index = owner(at: depth - 1) ?? nil
      else { return }
      objects[index].states[key] = attributes.allValues(excluding: "key")
    case .color:
      // A named colour (`<color key="backgroundColor" name="Brand"/>`): the asset catalog's
      // colour set, kept as one more state under its key. Other colours are not kept.
      // `name` first: most colours have none, and then no string is made.
      guard let index = owner(at: depth - 1) ?? nil, let colorName = attributes.value(of: "name"),
        let key = attributes.value(of: "key")
      else { return }
      objects[index].states[key] = ["name": colorName]
    case .accessibility:
      // `<accessibility key="accessibilityConfiguration" identifier= label= hint=>`: the
      // identifier in its own field, the label and hint kept as a state.
      guard let index = owner(at: depth - 1) ?? nil else { return }
      if let identifier = attributes.value(of: "identifier") {
        objects[index].accessibilityIdentifier = identifier
      }
      if attributes.value(of: "label") != nil || attributes.value(of: "hint") != nil {
        objects[index].states["accessibilityConfiguration"] =
          attributes.allValues(excluding: "key")
      }
    case .accessibilityTraits:
      // `<accessibilityTraits key="traits" button="YES"/>` inside `<accessibility>`.
      guard parentName == "accessibility", let index = owner(at: depth - 2) ?? nil else { return }
      objects[index].states["accessibilityTraits"] = attributes.allValues(excluding: "key")
    case .segment:
      guard parentName == "segments", let index = owner(at: depth - 2) ?? nil else { return }
      objects[index].segments.append(attributes.value(of: "title") ?? "")
    case .constraint:
      // Outlets connect to constraints: kept (without their layout) when one does.
      guard let id else { return }
      scratch.constraints.append((id, scratch.open.last?.index, location))
    case .other:
      guard let id else { return }
      startObject(
        name, id: id, parentName: parentName, attributes: attributes, depth: depth,
        location: location)
    default:
      return
    }
  }

  /// An outlet, outlet collection or action of the object two levels up.
  private mutating func startConnection(
    _ element: StoryboardElement, attributes: some XMLAttributeLookup, depth: Int,
    location: SourcePosition
  ) {
    let kind: ConnectionDefinition.Kind =
      element == .action ? .action : element == .outlet ? .outlet : .outletCollection
    let (destination, connectionName) =
      kind == .action
      ? attributes.values(of: "destination", "selector")
      : attributes.values(of: "destination", "property")
    if let destination, let connectionName, let member = owner(at: depth - 2) {
      if kind != .action { scratch.outletDestinations.insert(destination) }
      let connection = ConnectionDefinition(
        kind: kind, name: connectionName, destinationID: destination,
        eventType: kind == .action ? attributes.value(of: "eventType") : nil, location: location)
      if let index = member {
        objects[index].connections.append(connection)
      } else {
        ownerConnections.append(connection)
      }
    }
  }

  /// An object of the scene: a view, a control, a cell, a bar item, a gesture recognizer…
  private mutating func startObject(
    _ name: String, id: String, parentName: String, attributes: some XMLAttributeLookup,
    depth: Int, location: SourcePosition
  ) {
    if objects.isEmpty { reserveForObjects() }
    scratch.attributeRanges.append(attributes.appendPackedValues(to: &attributeText))
    let (key, customClass) = attributes.values(of: "key", "customClass")
    // An object's parent is the innermost open object (elements such as `<subviews>` between
    // them are not objects); `nil` is the owner.
    objects.append(
      SceneObjectDefinition(
        id: id, element: name, key: key,
        container: owner(at: depth - 1) == nil ? parentName : nil, parent: scratch.open.last?.index,
        // A module is only ever written with a custom class.
        customClass: customClass,
        customModule: customClass == nil ? nil : attributes.value(of: "customModule"),
        customModuleProvider: customClass == nil
          ? nil : attributes.value(of: "customModuleProvider"),
        location: location))
    scratch.open.append((depth, objects.count - 1))
  }

  /// The element at `depth` ends.
  mutating func end(depth: Int) {
    if let last = scratch.open.last, last.depth == depth { scratch.open.removeLast() }
  }

  /// Hands the objects and the owner's connections over once ``finish()`` has run, leaving the
  /// reader empty (no copy of the objects is made).
  mutating func take() -> (objects: [SceneObjectDefinition], connections: [ConnectionDefinition]) {
    defer {
      objects = []
      ownerConnections = []
      attributeText = []
    }
    return (objects, ownerConnections)
  }

  /// The owner ends: gives each object its attributes, keeps the constraints an outlet
  /// connects to, and empties the scratch for the next owner.
  mutating func finish() {
    defer { scratch.reset() }
    shareAttributeText()
    guard !scratch.constraints.isEmpty, !scratch.outletDestinations.isEmpty else { return }
    for constraint in scratch.constraints
    where scratch.outletDestinations.contains(constraint.id) {
      objects.append(
        SceneObjectDefinition(
          id: constraint.id, element: "constraint", parent: constraint.parent,
          location: constraint.location))
    }
  }

  /// Makes room for a scene's worth of objects at once, rather than growing step by step
  /// from one (most owners have no objects at all: a scene's placeholders).
  private mutating func reserveForObjects() {
    objects.reserveCapacity(32)
    attributeText.reserveCapacity(1024)
  }

  /// Gives each object read its attributes, in one text that they share.
  private mutating func shareAttributeText() {
    let text = attributeText
    for (index, range) in scratch.attributeRanges.enumerated() {
      objects[index].attributes = StoryboardAttributes(text: text, range: range)
    }
  }

  /// Appends a runtime attribute to object `index`.
  mutating func append(_ attribute: RuntimeAttribute, to index: Int) {
    objects[index].runtimeAttributes.append(attribute)
  }
}
