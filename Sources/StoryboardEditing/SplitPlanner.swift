import Foundation
import StoryboardLoader
import StoryboardRuntime

/// Works out every edit of a split: the old file's splices, the new file's bytes, and what the
/// report says. The split rules O1–O7 and N1–N6 (<doc:SplitRules>).
struct SplitPlanner {
  let old: SplitDocument
  let options: StoryboardSplit.Options
  let selected: Set<Int>
  var report = SplitReport()
  var ids: InterfaceBuilderIDs
  /// Storyboard IDs each scene will have after the split (generated ones included).
  var identifiers: [Int: String] = [:]
  /// The old file's splices, and those inside moved scenes (which also go to the new file).
  var oldSplices: [StoryboardSplice] = []
  var movedSplices: [StoryboardSplice] = []
  /// The reference (or stand-in) ID in the old file of each entry scene.
  var entryReferences: [Int: String] = [:]
  /// The reference ID in the new file of each out-edge target scene.
  var backReferences: [Int: String] = [:]
  /// The new storyboard's initial scene.
  var newInitial: Int?

  var newName: String { options.newName }

  init(old: SplitDocument, options: StoryboardSplit.Options, selected: [Int]) {
    self.old = old
    self.options = options
    self.selected = Set(selected)
    ids = InterfaceBuilderIDs(avoiding: old.ids)
    for scene in old.scenes { identifiers[scene.index] = scene.storyboardIdentifier }
  }

  private func isMoved(_ scene: Int) -> Bool { selected.contains(scene) }

  /// The segues that cross the cut: into the selection from a staying scene, and out of it.
  var inEdges: [SplitDocument.Segue] {
    old.segues.filter { segue in
      segue.kind != "unwind" && !isMoved(segue.scene)
        && segue.destination.flatMap { old.sceneOfController[$0] }.map(isMoved) == true
    }
  }

  var outEdges: [SplitDocument.Segue] {
    old.segues.filter { segue in
      segue.kind != "unwind" && isMoved(segue.scene)
        && segue.destination.flatMap { old.sceneOfController[$0] }.map { !isMoved($0) } == true
    }
  }

  // MARK: - Checks before any edit

  /// Refuses what the split cannot keep: unwinds not to their own exit, objects tied across
  /// the cut, relationship cuts below iOS 9, a moved initial controller.
  func check(externalEntries: [Int]) throws(StoryboardSplitError) {
    let elements = old.source.elements
    for segue in old.segues where segue.kind == "unwind" {
      let exit = segue.destination.flatMap { old.sceneOfID[$0] }
      if exit != segue.scene {
        throw StoryboardSplitError(
          .finding,
          "the unwind segue \(segue.id) does not lead to its own scene's "
            + "exit; the file is malformed. Reconnect it in Interface Builder; nothing was "
            + "written.")
      }
    }
    var ties: [String] = []
    for (index, element) in elements.enumerated() where element.name != "segue" {
      guard let scene = old.sceneOfElement[index] else { continue }
      for name in ["destination", "firstItem", "secondItem"] {
        guard let value = element.value(name), let other = old.sceneOfID[value],
          isMoved(other) != isMoved(scene)
        else { continue }
        ties.append(
          "\(element.name) \(element.value("id") ?? element.value("property") ?? "") in "
            + "\(old.describe(scene)) names \(value) in \(old.describe(other))")
      }
    }
    if !ties.isEmpty {
      throw StoryboardSplitError(
        .finding,
        "\(ties.count) connection(s) other than segues tie the selected "
          + "scenes to scenes that stay; a storyboard reference cannot carry them. Remove them "
          + "or select the scenes together; nothing was written.", notes: ties)
    }
    if let initial = old.definition.initialViewControllerID,
      let scene = old.sceneOfController[initial], isMoved(scene), !options.allowsInitial
    {
      throw StoryboardSplitError(
        .usage,
        "\(old.describe(scene)) is the initial view controller of \(old.name).storyboard; "
          + "leave it out of --scenes, or pass --allow-initial to make the entry point a "
          + "reference (an entry point that is a reference is not checked by ibtool here).")
    }
    if options.relationships == .reference, let target = deploymentTarget(), target < 9 {
      let cut = (inEdges + outEdges).filter { $0.kind == "relationship" || $0.kind == "embed" }
      if !cut.isEmpty {
        throw StoryboardSplitError(
          .finding,
          "the deployment target is iOS \(target), and storyboard references "
            + "cannot be the destination of relationship or embed segues before iOS 9.0; pass "
            + "--relationships placeholder (the segregation technique) or raise the target; "
            + "nothing was written.",
          notes: cut.map { "\($0.kind) segue \($0.id) from \(old.describe($0.scene))" })
      }
    }
    _ = externalEntries
  }

  /// The deployment target's major version: the option, else the file's `<deployment>`.
  func deploymentTarget() -> Int? {
    if let text = options.deploymentTarget {
      return Int(text.split(separator: ".").first ?? "")
    }
    let deployment = old.source.elements.first { $0.name == "deployment" }
    guard let version = deployment?.value("version").flatMap(Int.init) else { return nil }
    return version >> 8
  }

  // MARK: - Storyboard IDs

  /// Gives every scene that a reference must name a Storyboard ID: out-edge targets, and the
  /// entries when the new storyboard has no initial controller (or they are not it).
  mutating func assignIdentifiers(entries: [Int]) throws(StoryboardSplitError) {
    var needed: [Int] = []
    let oldInitial = old.definition.initialViewControllerID.flatMap { old.sceneOfController[$0] }
    for target in Set(outEdges.compactMap { $0.destination.flatMap { old.sceneOfController[$0] } })
      .sorted()
    where !old.scenes[target].isReference && identifiers[target] == nil && target != oldInitial {
      needed.append(target)
    }
    for entry in entries where entry != newInitial && identifiers[entry] == nil {
      needed.append(entry)
    }
    if options.relationships == .placeholder {
      for segue in inEdges where segue.kind == "relationship" || segue.kind == "embed" {
        if let entry = segue.destination.flatMap({ old.sceneOfController[$0] }),
          identifiers[entry] == nil, !needed.contains(entry)
        {
          needed.append(entry)
        }
      }
    }
    guard !needed.isEmpty else { return }
    guard options.generatesIDs else {
      throw StoryboardSplitError(
        .finding,
        "\(needed.count) scene(s) need a Storyboard ID for a reference to "
          + "name them and have none; give them one, or leave out --no-generated-ids; nothing "
          + "was written.", notes: needed.map { old.describe($0) })
    }
    for scene in needed.sorted() {
      let item = old.scenes[scene]
      let element = item.controllerElement ?? "viewController"
      let identifier = "\(Self.uiKitClass(of: element))-\(item.controllerID ?? item.sceneID)"
      identifiers[scene] = identifier
      let insertion = StoryboardSplice(
        old.source.elements[item.controller!]
          .nameEnd..<old.source.elements[item.controller!]
          .nameEnd,
        " storyboardIdentifier=\"\(identifier.xmlEscaped)\"")
      if isMoved(scene) { movedSplices.append(insertion) } else { oldSplices.append(insertion) }
      report.generatedIDs.append("\(item.controllerID ?? item.sceneID): \(identifier)")
    }
  }

  /// The UIKit class Interface Builder names an element's controller by.
  static func uiKitClass(of element: String) -> String {
    guard let first = element.first else { return "UIViewController" }
    return "UI" + first.uppercased() + element.dropFirst()
  }

  // MARK: - Rewiring

  /// The kind a rewired segue gets: deprecated kinds become their modern ones, as Xcode 8 did.
  func modernKind(of kind: String) -> String? {
    guard !options.keepsKinds else { return nil }
    return [
      "push": "show", "modal": "presentation", "replace": "showDetail",
      "popover": "popoverPresentation",
    ][kind]
  }

  /// Points `segue` at `id`, modernizing its kind; the splice goes where the segue is.
  mutating func rewire(_ segue: SplitDocument.Segue, to id: String, inMoved: Bool) {
    let element = old.source.elements[segue.element]
    var splices: [StoryboardSplice] = []
    if let destination = element.attribute("destination") {
      splices.append(StoryboardSplice(destination.valueRange, id.xmlEscaped))
    }
    var change = "\(segue.id): \(segue.destination ?? "?") -> \(id)"
    if let kind = element.attribute("kind"), let modern = modernKind(of: kind.value) {
      splices.append(StoryboardSplice(kind.valueRange, modern))
      change += " (kind \(kind.value) -> \(modern))"
    }
    if inMoved { movedSplices += splices } else { oldSplices += splices }
    report.rewired.append(change)
  }
}
