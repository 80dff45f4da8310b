import StoryboardRuntime

/// The element and attribute names the builder reads. The controller elements' own names
/// (`viewController`, `navigationController`…) are `ControllerKind`'s, in the runtime, which a
/// definition built in code needs as well; nothing else names these.
private enum XML {
  static let notControllers: Set<String> = ["placeholder", "exit", "customObject", "customView"]
  static let notControllerMembers: Set<String> = ["firstResponder", "exit"]
  static let numberElements: Set<String> = ["real", "integer", "number"]
  static let navigationItem = "navigationItem"
  static let tabBarItem = "tabBarItem"
  static let point = "point"
  static let canvasLocation = "canvasLocation"
}

/// Builds a ``StoryboardDefinition`` from the elements of a storyboard document, in document
/// order, whatever reads the XML: only the element stack and the scene being read are kept, so
/// memory grows with the scenes and segues, not with the view markup.
package struct StoryboardDocumentBuilder {
  private struct OpenElement {
    let kind: StoryboardElement
    let name: String
    let id: String?
  }

  /// A direct child of a scene's `<objects>`: maybe the scene's controller.
  private struct Candidate {
    var element: String
    var attributes: [String: String]
    var runtimeAttributes: [RuntimeAttribute] = []
    var location: SourcePosition
    var navigationItemTitle: String?
    var tabBarItem: [String: String]?
    var reader: SceneObjectReader
    /// The attributes as written, for a top-level object that is not the controller.
    var packed: StoryboardAttributes = [:]
  }

  private struct PendingAttribute {
    var keyPath: String
    var type: String
    var rawValue: String?
    var compound: RuntimeAttributeValue?
  }

  private let path: String
  /// Whether the scenes' objects (views, controls, their connections) are read.
  package var readsSceneObjects = true
  /// The storyboard read so far; complete once the document has ended.
  package private(set) var definition: StoryboardDefinition
  /// The nib, when the document is one (`<document>` whose `<objects>` are its own, not a
  /// scene's); complete once its objects have ended.
  package private(set) var nib: NibDefinition?
  /// Whether the open `<objects>` are a nib's.
  private var readsNib = false

  private var stack: [OpenElement] = []
  private var sceneID: String?
  private var objectsDepth: Int?
  private var candidates: [Candidate] = []
  private var candidateDepth: Int?
  /// What the candidates' readers keep only while reading, one for the document.
  private let scratch = SceneObjectReader.Scratch()
  private var runtimeAttributesDepth: Int?
  /// The object the open runtime attributes belong to (`nil`: the candidate itself).
  private var runtimeAttributesOwner: Int?
  private var pendingAttribute: PendingAttribute?
  private var sceneSegues: [SegueDefinition] = []
  private var canvasLocation: CanvasPoint?

  /// A builder for the storyboard `name` read from `path` (as errors will name it).
  package init(path: String, name: String) {
    self.path = path
    definition = StoryboardDefinition(
      name: name, path: path, targetRuntime: nil, version: nil, toolsVersion: nil)
  }

  private func failure(_ reason: StoryboardLoadError.Reason, at location: SourcePosition)
    -> StoryboardLoadError
  {
    StoryboardLoadError(path: path, line: location.line, column: location.column, reason: reason)
  }

  private func required(
    _ attribute: StaticString, of element: String, in attributes: some XMLAttributeLookup,
    at location: SourcePosition
  ) throws(StoryboardLoadError) -> String {
    if let value = attributes.value(of: attribute) { return value }
    throw failure(
      .missingAttribute(element: element, attribute: attribute.description), at: location)
  }

  // MARK: - Elements

  /// An element starts at `location`.
  package mutating func startElement(
    named name: String, attributes: some XMLAttributeLookup, at location: SourcePosition
  ) throws(StoryboardLoadError) {
    try startElement(
      StoryboardElement(named: name), named: name, attributes: attributes, at: location)
  }

  mutating func startElement(
    _ kind: StoryboardElement, named name: String, attributes: some XMLAttributeLookup,
    at location: SourcePosition
  ) throws(StoryboardLoadError) {
    let depth = stack.count
    stack.append(OpenElement(kind: kind, name: name, id: attributes.value(of: "id")))
    guard depth > 0 else {
      guard kind == .document else {
        throw failure(.notAStoryboard(root: name), at: location)
      }
      definition.documentLocation = location
      definition.targetRuntime = attributes.value(of: "targetRuntime")
      definition.initialViewControllerID = attributes.value(of: "initialViewController")
      definition.version = attributes.value(of: "version")
      definition.toolsVersion = attributes.value(of: "toolsVersion")
      return
    }
    let parent = stack[depth - 1].kind
    if kind == .objects, parent == .document, depth == 1 {
      // A nib: the document's objects are one scene's, without a controller.
      readsNib = true
      sceneID = "nib"
      candidates = []
      objectsDepth = depth
      return
    }
    if kind == .scene, parent == .scenes, depth == 2 {
      sceneID = try required("sceneID", of: name, in: attributes, at: location)
      candidates = []
      sceneSegues = []
      canvasLocation = nil
      return
    }
    guard sceneID != nil else { return }
    if kind == .objects, parent == .scene, objectsDepth == nil {
      objectsDepth = depth
    } else if parent == .scene, depth == 3, name == XML.point,
      attributes.value(of: "key") == XML.canvasLocation
    {
      canvasLocation = point(attributes)
    } else if let objectsDepth, depth == objectsDepth + 1 {
      candidateDepth = depth
      candidates.append(
        Candidate(
          element: name, attributes: attributes.allValues(), location: location,
          reader: SceneObjectReader(ownerDepth: depth, scratch: scratch),
          packed: readsSceneObjects ? attributes.packedValues() : [:]))
      return
    }
    if readsSceneObjects, let candidateDepth, depth > candidateDepth {
      candidates[candidates.count - 1].reader.start(
        kind, named: name, id: stack[depth].id, parentName: stack[depth - 1].name,
        parentIsConnections: parent == .connections, attributes: attributes, depth: depth,
        location: location)
    }
    if kind == .runtimeAttributes, candidateDepth != nil,
      let owner = candidates[candidates.count - 1].reader.runtimeAttributeOwner(at: depth)
    {
      runtimeAttributesDepth = depth
      runtimeAttributesOwner = owner
    } else if let candidateDepth, depth == candidateDepth + 1,
      name == XML.navigationItem || name == XML.tabBarItem,
      attributes.value(of: "key") == name
    {
      if name == XML.navigationItem {
        candidates[candidates.count - 1].navigationItemTitle = attributes.value(of: "title")
      } else {
        candidates[candidates.count - 1].tabBarItem = attributes.allValues()
      }
    } else if kind == .runtimeAttribute, let runtimeAttributesDepth,
      depth == runtimeAttributesDepth + 1
    {
      pendingAttribute = PendingAttribute(
        keyPath: try required("keyPath", of: name, in: attributes, at: location),
        type: try required("type", of: name, in: attributes, at: location),
        rawValue: attributes.value(of: "value"))
    } else if pendingAttribute != nil, let runtimeAttributesDepth,
      depth == runtimeAttributesDepth + 2
    {
      let compound = compoundValue(name, attributes.allValues())
      pendingAttribute?.compound = compound
    } else if kind == .segue, parent == .connections,
      attributes.value(of: "reference") == nil, attributes.value(of: "key") == nil
    {
      try readSegue(attributes, owner: stack[depth - 2], at: location)
    }
  }

  /// The innermost open element ends.
  package mutating func endElement() throws(StoryboardLoadError) {
    let kind = stack.removeLast().kind
    let depth = stack.count
    if let candidateDepth, depth > candidateDepth {
      candidates[candidates.count - 1].reader.end(depth: depth)
    }
    if depth == objectsDepth {
      objectsDepth = nil
      if readsNib {
        finishNib()
        readsNib = false
        sceneID = nil
      }
    }
    if depth == candidateDepth {
      candidates[candidates.count - 1].reader.finish()
      candidateDepth = nil
    }
    if depth == runtimeAttributesDepth { runtimeAttributesDepth = nil }
    if kind == .runtimeAttribute, let pending = pendingAttribute,
      depth == (runtimeAttributesDepth ?? -2) + 1
    {
      if let owner = runtimeAttributesOwner {
        candidates[candidates.count - 1].reader.append(attribute(from: pending), to: owner)
      } else {
        candidates[candidates.count - 1].runtimeAttributes.append(attribute(from: pending))
      }
      pendingAttribute = nil
    }
    if kind == .scene, depth == 2, let sceneID {
      try finishScene(sceneID)
      self.sceneID = nil
    }
  }

  // MARK: - Building the definition

  private mutating func readSegue(
    _ attributes: some XMLAttributeLookup, owner: OpenElement, at location: SourcePosition
  ) throws(StoryboardLoadError) {
    let id = try required("id", of: "segue", in: attributes, at: location)
    let kind = try required("kind", of: "segue", in: attributes, at: location)
    sceneSegues.append(
      SegueDefinition(
        id: id, sourceID: nil, trigger: owner.name, triggerID: owner.id,
        destinationID: attributes.value(of: "destination"), kind: SegueKind(name: kind),
        relationship: attributes.value(of: "relationship"),
        identifier: attributes.value(of: "identifier"),
        customClass: attributes.value(of: "customClass"),
        customModule: attributes.value(of: "customModule"),
        unwindAction: attributes.value(of: "unwindAction"),
        modalPresentationStyle: attributes.value(of: "modalPresentationStyle").flatMap(
          ModalPresentationStyle.init(storyboardName:)),
        modalTransitionStyle: attributes.value(of: "modalTransitionStyle").flatMap(
          ModalTransitionStyle.init(storyboardName:)),
        animates: attributes.value(of: "animates") != "NO",
        destinationCreationSelector: attributes.value(of: "destinationCreationSelector"),
        location: location))
  }

  private mutating func finishScene(_ sceneID: String) throws(StoryboardLoadError) {
    let chosenIndex =
      candidates.firstIndex { $0.attributes["sceneMemberID"] == "viewController" }
      ?? candidates.firstIndex {
        !XML.notControllers.contains($0.element)
          && !XML.notControllerMembers.contains($0.attributes["sceneMemberID"] ?? "")
      }
    var controller: ControllerDefinition?
    if let chosenIndex {
      let (element, attributes, location) = (
        candidates[chosenIndex].element, candidates[chosenIndex].attributes,
        candidates[chosenIndex].location
      )
      guard let id = attributes["id"] else {
        throw failure(.missingAttribute(element: element, attribute: "id"), at: location)
      }
      controller = makeController(id: id, from: candidates[chosenIndex])
      let (objects, connections) = sceneObjects(ofCandidate: chosenIndex)
      controller?.setSceneObjects(objects, connections: connections)
    }
    definition.scenes.append(
      SceneDefinition(sceneID: sceneID, controller: controller, canvasLocation: canvasLocation))
    for var segue in sceneSegues {
      segue.sourceID = controller?.id
      definition.segues.append(segue)
    }
  }

  /// The nib whose objects have been read: its File's Owner placeholder as the controller of
  /// the one scene, every other top-level object with its subviews.
  private mutating func finishNib() {
    let ownerIndex = candidates.firstIndex {
      $0.element == "placeholder" && $0.attributes["placeholderIdentifier"] == "IBFilesOwner"
    }
    let owner = ownerIndex.map { candidates[$0] }
    var definition = ControllerDefinition(
      id: owner?.attributes["id"] ?? "-1", element: "placeholder",
      customClass: owner?.attributes["customClass"],
      customModule: owner?.attributes["customModule"],
      customModuleProvider: owner?.attributes["customModuleProvider"],
      runtimeAttributes: owner?.runtimeAttributes ?? [], location: owner?.location)
    let (objects, connections) = sceneObjects(ofCandidate: ownerIndex)
    definition.setSceneObjects(objects, connections: connections)
    nib = NibDefinition(name: self.definition.name, path: path, owner: definition)
  }

  /// The controller's objects, then each other top-level object of the scene with its own,
  /// their parents renumbered; the candidates' readers are emptied, nothing is copied.
  private mutating func sceneObjects(ofCandidate controllerIndex: Int?) -> (
    [SceneObjectDefinition], [ConnectionDefinition]
  ) {
    var (objects, connections) =
      controllerIndex.map { candidates[$0].reader.take() } ?? ([], [])
    for index in candidates.indices where index != controllerIndex {
      guard let id = candidates[index].attributes["id"] else { continue }
      let (inner, own) = candidates[index].reader.take()
      let candidate = candidates[index]
      let top = objects.count
      objects.append(
        SceneObjectDefinition(
          id: id, element: candidate.element, isTopLevel: true,
          customClass: candidate.attributes["customClass"],
          customModule: candidate.attributes["customModule"],
          customModuleProvider: candidate.attributes["customModuleProvider"],
          attributes: candidate.packed, connections: own,
          runtimeAttributes: candidate.runtimeAttributes, location: candidate.location))
      objects.reserveCapacity(objects.count + inner.count)
      for var object in inner {
        object.parent = object.parent.map { $0 + top + 1 } ?? top
        objects.append(object)
      }
    }
    return (objects, connections)
  }

  private func makeController(id: String, from candidate: Candidate) -> ControllerDefinition {
    let attributes = candidate.attributes
    var identifier = attributes["storyboardIdentifier"]
    if identifier == nil, definition.targetRuntime?.hasPrefix("watchKit") == true {
      identifier = attributes["identifier"]
    }
    let reference =
      ControllerKind(element: candidate.element) == .reference
      ? StoryboardReference(
        storyboardName: attributes["storyboardName"],
        referencedIdentifier: attributes["referencedIdentifier"],
        bundleIdentifier: attributes["bundleIdentifier"]) : nil
    return ControllerDefinition(
      id: id, element: candidate.element, storyboardIdentifier: identifier,
      customClass: attributes["customClass"], customModule: attributes["customModule"],
      customModuleProvider: attributes["customModuleProvider"], title: attributes["title"],
      reference: reference, runtimeAttributes: candidate.runtimeAttributes,
      location: candidate.location, navigationItemTitle: candidate.navigationItemTitle,
      tabBarItemTitle: candidate.tabBarItem?["title"],
      tabBarItemImage: candidate.tabBarItem?["image"], nibName: attributes["nibName"])
  }

  /// A canvas point, or `nil` when a coordinate is missing or not a finite number.
  private func point(_ attributes: some XMLAttributeLookup) -> CanvasPoint? {
    guard let x = attributes.value(of: "x").flatMap(Double.init), x.isFinite,
      let y = attributes.value(of: "y").flatMap(Double.init), y.isFinite
    else { return nil }
    return CanvasPoint(x: x, y: y)
  }

  private func attribute(from pending: PendingAttribute) -> RuntimeAttribute {
    let value: RuntimeAttributeValue
    switch (pending.type, pending.rawValue) {
    case ("string", let raw?), ("localizedString", let raw?): value = .string(raw)
    case ("number", let raw?): value = Double(raw).map(RuntimeAttributeValue.number) ?? .string(raw)
    case ("boolean", let raw?): value = .boolean(raw == "YES" || raw == "true")
    case ("nil", _): value = .null
    default: value = pending.compound ?? .null
    }
    return RuntimeAttribute(
      keyPath: pending.keyPath, type: pending.type, value: value, rawValue: .some(pending.rawValue))
  }

  private func compoundValue(_ element: String, _ attributes: [String: String])
    -> RuntimeAttributeValue
  {
    if XML.numberElements.contains(element), let number = attributes["value"].flatMap(Double.init) {
      return .number(number)
    }
    var stored = attributes
    stored["key"] = nil
    return .compound(element: element, attributes: stored)
  }
}

extension StoryboardDocumentBuilder: XMLContentHandler {
  mutating func startElement(_ tag: XMLStartTag) throws(StoryboardLoadError) {
    try startElement(
      StoryboardElement(of: tag), named: tag.name, attributes: tag, at: tag.location)
  }

  mutating func endElement(at end: Int) throws(StoryboardLoadError) { try endElement() }
}
