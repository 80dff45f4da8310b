import Foundation
import Storyboards

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The element and attribute names the parser reads; nothing else in the package names them.
private enum XML {
  static let document = "document"
  static let scenes = "scenes"
  static let scene = "scene"
  static let objects = "objects"
  static let connections = "connections"
  static let segue = "segue"
  static let runtimeAttributes = "userDefinedRuntimeAttributes"
  static let runtimeAttribute = "userDefinedRuntimeAttribute"
  static let notControllers: Set<String> = ["placeholder", "exit", "customObject", "customView"]
  static let notControllerMembers: Set<String> = ["firstResponder", "exit"]
  static let placeholders: Set<String> = ["viewControllerPlaceholder", "controllerPlaceholder"]
  static let numberElements: Set<String> = ["real", "integer", "number"]
}

/// Streams one storyboard file through `XMLParser`, keeping only the element stack and the
/// scene being read: memory grows with the scenes and segues kept, not with the view markup.
final class StoryboardParser: NSObject, XMLParserDelegate {
  private struct OpenElement {
    let name: String
    let id: String?
  }

  /// A direct child of a scene's `<objects>`: maybe the scene's controller.
  private struct Candidate {
    var element: String
    var attributes: [String: String]
    var runtimeAttributes: [RuntimeAttribute] = []
    var location: SourceLocation
  }

  private struct PendingAttribute {
    var keyPath: String
    var type: String
    var rawValue: String?
    var compound: RuntimeAttributeValue?
  }

  private let path: String
  private let isWatchKit: (String?) -> Bool = { $0?.hasPrefix("watchKit") == true }
  private(set) var definition: StoryboardDefinition
  private(set) var failure: StoryboardLoadError?
  private weak var parser: XMLParser?

  private var stack: [OpenElement] = []
  private var sceneID: String?
  private var objectsDepth: Int?
  private var candidates: [Candidate] = []
  private var candidateDepth: Int?
  private var runtimeAttributesDepth: Int?
  private var pendingAttribute: PendingAttribute?
  private var sceneSegues: [SegueDefinition] = []

  init(path: String, name: String) {
    self.path = path
    definition = StoryboardDefinition(
      name: name, path: path, targetRuntime: nil, version: nil, toolsVersion: nil)
  }

  /// Parses everything `parser` delivers; afterwards ``definition`` or ``failure`` is set.
  func parse(with parser: XMLParser) {
    self.parser = parser
    parser.delegate = self
    parser.shouldResolveExternalEntities = false
    let succeeded = parser.parse()
    if failure == nil, !succeeded {
      failure = StoryboardLoadError(
        path: path, line: parser.lineNumber, column: parser.columnNumber,
        reason: .malformedXML(
          parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"))
    }
  }

  private var location: SourceLocation {
    SourceLocation(line: parser?.lineNumber ?? 0, column: parser?.columnNumber ?? 0)
  }

  private func fail(_ reason: StoryboardLoadError.Reason) {
    guard failure == nil else { return }
    failure = StoryboardLoadError(
      path: path, line: location.line, column: location.column, reason: reason)
    parser?.abortParsing()
  }

  private func required(_ attribute: String, of element: String, in attributes: [String: String])
    -> String?
  {
    if let value = attributes[attribute] { return value }
    fail(.missingAttribute(element: element, attribute: attribute))
    return nil
  }

  // MARK: - XMLParserDelegate

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let depth = stack.count
    defer { stack.append(OpenElement(name: name, id: attributes["id"])) }
    guard depth > 0 else {
      guard name == XML.document else { return fail(.notAStoryboard(root: name)) }
      definition.targetRuntime = attributes["targetRuntime"]
      definition.initialViewControllerID = attributes["initialViewController"]
      definition.version = attributes["version"]
      definition.toolsVersion = attributes["toolsVersion"]
      return
    }
    let parent = stack[depth - 1].name
    if name == XML.scene, parent == XML.scenes, depth == 2 {
      guard let id = required("sceneID", of: name, in: attributes) else { return }
      sceneID = id
      candidates = []
      sceneSegues = []
      return
    }
    guard sceneID != nil else { return }
    if name == XML.objects, parent == XML.scene, objectsDepth == nil {
      objectsDepth = depth
    } else if let objectsDepth, depth == objectsDepth + 1 {
      candidateDepth = depth
      candidates.append(Candidate(element: name, attributes: attributes, location: location))
    } else if name == XML.runtimeAttributes, let candidateDepth, depth == candidateDepth + 1 {
      runtimeAttributesDepth = depth
    } else if name == XML.runtimeAttribute, let runtimeAttributesDepth,
      depth == runtimeAttributesDepth + 1
    {
      guard let keyPath = required("keyPath", of: name, in: attributes),
        let type = required("type", of: name, in: attributes)
      else { return }
      pendingAttribute = PendingAttribute(
        keyPath: keyPath, type: type, rawValue: attributes["value"])
    } else if pendingAttribute != nil, let runtimeAttributesDepth,
      depth == runtimeAttributesDepth + 2
    {
      pendingAttribute?.compound = compoundValue(name, attributes)
    } else if name == XML.segue, parent == XML.connections, attributes["reference"] == nil,
      attributes["key"] == nil
    {
      readSegue(attributes, owner: stack[depth - 2])
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    stack.removeLast()
    let depth = stack.count
    if depth == objectsDepth { objectsDepth = nil }
    if depth == candidateDepth { candidateDepth = nil }
    if depth == runtimeAttributesDepth { runtimeAttributesDepth = nil }
    if name == XML.runtimeAttribute, let pending = pendingAttribute,
      depth == (runtimeAttributesDepth ?? -2) + 1
    {
      candidates[candidates.count - 1].runtimeAttributes.append(attribute(from: pending))
      pendingAttribute = nil
    }
    if name == XML.scene, depth == 2, let sceneID {
      finishScene(sceneID)
      self.sceneID = nil
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard failure == nil else { return }
    failure = StoryboardLoadError(
      path: path, line: parser.lineNumber, column: parser.columnNumber,
      reason: .malformedXML(Self.describe(parseError)))
  }

  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?)
    -> Data?
  { nil }

  // MARK: - Building the definition

  private func readSegue(_ attributes: [String: String], owner: OpenElement) {
    guard let id = required("id", of: XML.segue, in: attributes),
      let kind = required("kind", of: XML.segue, in: attributes)
    else { return }
    sceneSegues.append(
      SegueDefinition(
        id: id, sourceID: nil, trigger: owner.name, triggerID: owner.id,
        destinationID: attributes["destination"], kind: SegueKind(name: kind),
        relationship: attributes["relationship"], identifier: attributes["identifier"],
        customClass: attributes["customClass"], customModule: attributes["customModule"],
        unwindAction: attributes["unwindAction"],
        modalPresentationStyle: attributes["modalPresentationStyle"].flatMap(
          ModalPresentationStyle.init(storyboardName:)),
        modalTransitionStyle: attributes["modalTransitionStyle"].flatMap(
          ModalTransitionStyle.init(storyboardName:)),
        animates: attributes["animates"] != "NO",
        destinationCreationSelector: attributes["destinationCreationSelector"],
        location: location))
  }

  private func finishScene(_ sceneID: String) {
    let chosen =
      candidates.first { $0.attributes["sceneMemberID"] == "viewController" }
      ?? candidates.first {
        !XML.notControllers.contains($0.element)
          && !XML.notControllerMembers.contains($0.attributes["sceneMemberID"] ?? "")
      }
    var controller: ControllerDefinition?
    if let chosen {
      guard let id = chosen.attributes["id"] else {
        return fail(.missingAttribute(element: chosen.element, attribute: "id"))
      }
      controller = makeController(id: id, from: chosen)
    }
    definition.scenes.append(SceneDefinition(sceneID: sceneID, controller: controller))
    for var segue in sceneSegues {
      segue.sourceID = controller?.id
      definition.segues.append(segue)
    }
  }

  private func makeController(id: String, from candidate: Candidate) -> ControllerDefinition {
    let attributes = candidate.attributes
    var identifier = attributes["storyboardIdentifier"]
    if identifier == nil, isWatchKit(definition.targetRuntime) {
      identifier = attributes["identifier"]
    }
    let reference =
      XML.placeholders.contains(candidate.element)
      ? StoryboardReference(
        storyboardName: attributes["storyboardName"],
        referencedIdentifier: attributes["referencedIdentifier"],
        bundleIdentifier: attributes["bundleIdentifier"]) : nil
    return ControllerDefinition(
      id: id, element: candidate.element, storyboardIdentifier: identifier,
      customClass: attributes["customClass"], customModule: attributes["customModule"],
      customModuleProvider: attributes["customModuleProvider"], title: attributes["title"],
      reference: reference, runtimeAttributes: candidate.runtimeAttributes,
      location: candidate.location)
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

  /// libxml2's meaning of the common error codes `XMLParser` reports.
  private static let errorMeanings: [Int: String] = [
    4: "the document is empty", 5: "extra content after the end of the document",
    9: "an invalid character", 26: "an undeclared entity", 38: "a '<' inside an attribute value",
    39: "an attribute without a value", 40: "an unterminated attribute value",
    41: "an attribute without a value", 42: "an attribute given twice",
    64: "a missing ';' after an entity", 65: "a missing space", 68: "a missing element name",
    73: "a missing '>'", 74: "a missing '</'",
    76: "a closing tag that does not match its opening tag",
    77: "an unfinished tag",
  ]

  private static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    return "\(errorMeanings[code] ?? "a syntax error") (XMLParser error \(code))"
  }
}
