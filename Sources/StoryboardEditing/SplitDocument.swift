import Foundation
import StoryboardLoader
import StoryboardRuntime

/// A storyboard file as the split sees it: its scenes with their byte spans, controllers and
/// segues, and where every object ID lives.
struct SplitDocument {
  /// A scene of the file.
  struct Scene {
    var index: Int
    /// The `<scene>` element.
    var element: Int
    var sceneID: String
    /// The controller element, if the scene has one.
    var controller: Int?
    var controllerID: String?
    var controllerElement: String?
    var storyboardIdentifier: String?
    var customClass: String?
    /// What the split removes: from the comment line before the scene (if any) through the
    /// line break after `</scene>`.
    var removal: Range<Int>
    var isReference: Bool
  }

  /// A segue element inside a scene.
  struct Segue {
    var element: Int
    var id: String
    var kind: String
    var destination: String?
    var identifier: String?
    var relationship: String?
    var scene: Int
  }

  let path: String
  let name: String
  let source: StoryboardSource
  let definition: StoryboardDefinition
  private(set) var scenes: [Scene] = []
  private(set) var segues: [Segue] = []
  /// The scene of each element (nil outside scenes).
  private(set) var sceneOfElement: [Int?] = []
  /// The scene that defines each object ID.
  private(set) var sceneOfID: [String: Int] = [:]
  /// Every object ID in the file.
  private(set) var ids: Set<String> = []
  /// The scene of each controller ID.
  private(set) var sceneOfController: [String: Int] = [:]
  /// The document element, `<scenes>`, and the document-level elements after it.
  private(set) var documentElement = 0
  private(set) var scenesElement: Int?

  init(path: String, name: String, bytes: [UInt8], definition: StoryboardDefinition) {
    self.path = path
    self.name = name
    self.definition = definition
    source = StoryboardSource(bytes: bytes)
    let elements = source.elements
    sceneOfElement = Array(repeating: nil, count: elements.count)
    scenesElement = elements.indices.first {
      elements[$0].name == "scenes" && elements[$0].depth == 1
    }
    let controllerIDs = Set(definition.scenes.compactMap(\.controller?.id))
    var current: Int?
    for (index, element) in elements.enumerated() {
      if element.name == "scene", element.parent == scenesElement, scenesElement != nil {
        current = scenes.count
        scenes.append(
          Scene(
            index: scenes.count, element: index, sceneID: element.value("sceneID") ?? "",
            controller: nil, controllerID: nil, controllerElement: nil,
            storyboardIdentifier: nil, customClass: nil, removal: removal(of: element),
            isReference: false))
      } else if let scene = current, element.start >= elements[scenes[scene].element].end {
        current = nil
      }
      guard let scene = current else { continue }
      sceneOfElement[index] = scene
      if let id = element.value("id") {
        ids.insert(id)
        if sceneOfID[id] == nil { sceneOfID[id] = scene }
        if scenes[scene].controller == nil, controllerIDs.contains(id),
          element.value("sceneMemberID") == "viewController"
            || definition.scenes[safe: scene]?.controller?.id == id
        {
          scenes[scene].controller = index
          scenes[scene].controllerID = id
          scenes[scene].controllerElement = element.name
          // The definition knows WatchKit's `identifier` too.
          scenes[scene].storyboardIdentifier =
            definition.scenes.first { $0.controller?.id == id }?.controller?.storyboardIdentifier
            ?? element.value("storyboardIdentifier")
          scenes[scene].customClass = element.value("customClass")
          scenes[scene].isReference =
            ControllerKind(element: element.name) == .reference
          sceneOfController[id] = scene
        }
      }
      if element.name == "segue", element.value("reference") == nil, let id = element.value("id") {
        segues.append(
          Segue(
            element: index, id: id, kind: element.value("kind") ?? "",
            destination: element.value("destination"), identifier: element.value("identifier"),
            relationship: element.value("relationship"), scene: scene))
      }
    }
    for (index, element) in elements.enumerated() where sceneOfElement[index] == nil {
      if let id = element.value("id") { ids.insert(id) }
    }
  }

  /// From the start of the comment line before the scene (when the line before holds only a
  /// comment) through the line break after its end tag.
  private func removal(of scene: StoryboardSource.Element) -> Range<Int> {
    var start = source.lineStart(of: scene.start)
    if start > 0 {
      let previous = source.lineStart(of: start - 1)
      let line = source.text(previous..<start).trimmingCharacters(in: .whitespacesAndNewlines)
      if line.hasPrefix("<!--"), line.hasSuffix("-->") { start = previous }
    }
    return start..<source.lineEnd(of: max(scene.end - 1, scene.start))
  }

  /// The element index of the first child of `parent` named `name` whose `key` is `key`.
  func child(of parent: Int, named name: String, key: String? = nil) -> Int? {
    let elements = source.elements
    var index = parent + 1
    while index < elements.count, elements[index].start < elements[parent].end {
      if elements[index].parent == parent, elements[index].name == name,
        key == nil || elements[index].value("key") == key
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The elements inside `element`, itself excluded.
  func descendants(of element: Int) -> Range<Int> {
    let elements = source.elements
    var end = element + 1
    while end < elements.count, elements[end].start < elements[element].end { end += 1 }
    return (element + 1)..<end
  }

  /// The bytes of the whole lines an element covers, from its line's start through the line
  /// break after it.
  func lines(of element: Int) -> Range<Int> {
    let item = source.elements[element]
    return source.lineStart(of: item.start)..<source.lineEnd(of: max(item.end - 1, item.start))
  }

  /// The scene whose sceneID, controller ID, Storyboard ID or custom class is `selector`, in
  /// that order of preference: the matches of the first kind that has any.
  func scenes(matching selector: String) -> [Int] {
    let kinds: [(Scene) -> String?] = [
      { $0.sceneID }, { $0.controllerID }, { $0.storyboardIdentifier }, { $0.customClass },
    ]
    for kind in kinds {
      let found = scenes.filter { kind($0) == selector }.map(\.index)
      if !found.isEmpty { return found }
    }
    return []
  }

  /// A short name of a scene for messages: `Class "Storyboard ID" (sceneID)`.
  func describe(_ scene: Int) -> String {
    let item = scenes[scene]
    let kind = item.customClass ?? item.controllerElement ?? "scene"
    return kind + (item.storyboardIdentifier.map { " \"\($0)\"" } ?? "") + " (\(item.sceneID))"
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
