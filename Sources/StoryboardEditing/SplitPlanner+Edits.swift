import Foundation
import StoryboardLoader
import StoryboardRuntime

extension SplitPlanner {
  /// The new storyboard's initial controller: `--initial`, else the single entry.
  mutating func chooseInitial(externalEntries: [Int]) throws(StoryboardSplitError) {
    if let selector = options.initial {
      let found = old.scenes(matching: selector)
      guard found.count == 1, let scene = found.first, selected.contains(scene) else {
        throw StoryboardSplitError(
          .usage,
          "--initial '\(selector)' must name one of the selected scenes of "
            + "\(old.name).storyboard.")
      }
      newInitial = scene
      return
    }
    let all = entries(externalEntries: externalEntries)
    newInitial = all.count == 1 ? all[0] : nil
  }

  /// The selected scenes reached from outside the selection: by a segue of a scene that
  /// stays, by another storyboard, or as the old entry point.
  func entries(externalEntries: [Int]) -> [Int] {
    var found = Set(inEdges.compactMap { $0.destination.flatMap { old.sceneOfController[$0] } })
    found.formUnion(externalEntries)
    if let initial = old.definition.initialViewControllerID.flatMap({ old.sceneOfController[$0] }),
      selected.contains(initial)
    {
      found.insert(initial)
    }
    return found.sorted()
  }

  /// The old file's edits: moved scenes removed, a reference (or stand-in) where each entry
  /// was, entering segues rewired, the entry point and the old file's own references to moved
  /// scenes redirected, tie-breakers of moved segues dropped.
  mutating func editOld(entries: [Int]) {
    let source = old.source
    let oldInitial = old.definition.initialViewControllerID.flatMap { old.sceneOfController[$0] }
    var standIns: [Int: String] = [:]
    let standInEdges = inEdges.filter {
      options.relationships == .placeholder && ($0.kind == "relationship" || $0.kind == "embed")
    }
    for segue in standInEdges {
      if let entry = segue.destination.flatMap({ old.sceneOfController[$0] }),
        standIns[entry] == nil
      {
        standIns[entry] = ids.make("\(newName)|stand-in|\(old.scenes[entry].controllerID ?? "")")
      }
    }
    let byReference = Set(
      inEdges.filter { segue in !standInEdges.contains { $0.id == segue.id } }
        .compactMap { $0.destination.flatMap { old.sceneOfController[$0] } })
    for scene in selected.sorted() {
      var replacement = ""
      let controllerID = old.scenes[scene].controllerID ?? old.scenes[scene].sceneID
      if byReference.contains(scene) || (scene == oldInitial && options.allowsInitial) {
        let id = ids.make("\(newName)|reference|\(controllerID)")
        entryReferences[scene] = id
        let isTab = inEdges.contains {
          $0.destination == old.scenes[scene].controllerID && $0.relationship == "viewControllers"
            && old.scenes[$0.scene].controllerElement == "tabBarController"
        }
        let identifier = scene == newInitial ? nil : identifiers[scene]
        replacement += referenceScene(
          at: scene, id: id, storyboard: newName, identifier: identifier,
          body: isTab ? barItemLines(of: scene, includingNavigationItem: false) : "",
          canvas: canvasLine(of: scene))
        report.references.append(
          SplitReport.Reference(
            storyboard: old.name, id: id,
            target: identifier.map { "\(newName)#\($0)" } ?? "\(newName) (initial)",
            kind: "reference"))
      }
      if let id = standIns[scene] {
        let identifier = identifiers[scene] ?? ""
        replacement += standInScene(
          at: scene, id: id, storyboard: newName, identifier: identifier,
          barItems: barItemLines(of: scene, includingNavigationItem: true),
          canvas: replacement.isEmpty ? canvasLine(of: scene) : "")
        report.references.append(
          SplitReport.Reference(
            storyboard: old.name, id: id, target: "\(newName)#\(identifier)", kind: "placeholder"))
        report.notes.append(
          "\(old.name)#\(id) is a stand-in: the app must install the segregation technique's "
            + "hooks (StoryboardBundle.installPlaceholderSubstitution here).")
      }
      oldSplices.append(StoryboardSplice(old.scenes[scene].removal, replacement))
    }
    for segue in inEdges {
      guard let entry = segue.destination.flatMap({ old.sceneOfController[$0] }) else { continue }
      let isStandIn = standInEdges.contains { $0.id == segue.id }
      guard let id = isStandIn ? standIns[entry] : entryReferences[entry] else { continue }
      rewire(segue, to: id, inMoved: false)
    }
    if let oldInitial, selected.contains(oldInitial), let id = entryReferences[oldInitial],
      let attribute = source.elements[0].attribute("initialViewController")
    {
      oldSplices.append(StoryboardSplice(attribute.valueRange, id))
      report.notes.append(
        "the entry point of \(old.name).storyboard is now the reference \(id) (--allow-initial).")
    }
    var redirected: [StoryboardSplice] = []
    redirectReferences(in: old, splices: &redirected, skipping: selected)
    oldSplices += redirected
    oldSplices += documentLevelFilter(keepingOnlyMoved: false, in: 0..<source.bytes.count)
  }

  /// Redirects the references and placeholders of `document` that name a moved scene of the
  /// old storyboard to the new one (split rules B1, B2), leaving the scenes in `skipping` alone.
  mutating func redirectReferences(
    in document: SplitDocument, splices: inout [StoryboardSplice], skipping: Set<Int> = []
  ) {
    let movedIdentifiers = Set(selected.compactMap { identifiers[$0] })
    let elements = document.source.elements
    for (index, element) in elements.enumerated() {
      if let scene = document.sceneOfElement[index], skipping.contains(scene) { continue }
      if ControllerKind(element: element.name) == .reference {
        let name = element.value("storyboardName")
        guard (name ?? document.name) == old.name,
          let identifier = element.value("referencedIdentifier"),
          movedIdentifiers.contains(identifier)
        else { continue }
        if let attribute = element.attribute("storyboardName") {
          splices.append(StoryboardSplice(attribute.valueRange, newName.xmlEscaped))
        } else {
          splices.append(
            StoryboardSplice(
              element.nameEnd..<element.nameEnd,
              " storyboardName=\"\(newName.xmlEscaped)\""))
        }
        report.otherFiles.append(
          "\(document.path): reference \(element.value("id") ?? "?") now names \(newName)")
      } else if element.name == "userDefinedRuntimeAttribute",
        element.value("keyPath") == "storyboardName", element.value("value") == old.name,
        let attribute = element.attribute("value")
      {
        let identifier = elements.indices.filter { elements[$0].parent == element.parent }
          .compactMap { sibling -> String? in
            elements[sibling].value("keyPath") == "storyboardIdentifier"
              ? elements[sibling].value("value") : nil
          }.first
        guard let identifier, movedIdentifiers.contains(identifier) else { continue }
        splices.append(StoryboardSplice(attribute.valueRange, newName.xmlEscaped))
        report.otherFiles.append(
          "\(document.path): placeholder for \(identifier) now names \(newName)")
      }
    }
  }

  /// The moved scenes' byte ranges in the old file (with the leaving segues rewired to the
  /// back references), and the text of the back references the new file adds after them.
  mutating func backReferenceScenes() -> ([Range<Int>], String) {
    let oldInitial = old.definition.initialViewControllerID.flatMap { old.sceneOfController[$0] }
    var text = ""
    let firstMoved = selected.min() ?? 0
    var targets: [Int] = []
    for segue in outEdges {
      guard let target = segue.destination.flatMap({ old.sceneOfController[$0] }) else { continue }
      if !targets.contains(target) { targets.append(target) }
    }
    for target in targets.sorted() {
      let item = old.scenes[target]
      let usesStandIn =
        options.relationships == .placeholder
        && outEdges.contains {
          $0.destination == item.controllerID && ($0.kind == "relationship" || $0.kind == "embed")
        }
      if item.isReference, let controller = item.controller, !usesStandIn {
        // A staying reference reached from a moved scene is copied, IDs kept.
        var copy = StoryboardSource(bytes: Array(old.source.bytes[old.lines(of: item.element)]))
        var splices: [StoryboardSplice] = []
        if old.source.elements[controller].attribute("storyboardName") == nil,
          let element = copy.elements.first(where: { $0.value("id") == item.controllerID })
        {
          splices.append(
            StoryboardSplice(
              element.nameEnd..<element.nameEnd,
              " storyboardName=\"\(old.name.xmlEscaped)\""))
        }
        copy = StoryboardSource(bytes: StoryboardSplice.apply(splices, to: copy.bytes))
        text += copy.text(0..<copy.bytes.count)
        backReferences[target] = item.controllerID
        report.references.append(
          SplitReport.Reference(
            storyboard: newName, id: item.controllerID ?? "",
            target: "a copy of \(old.name)#"
              + "\(item.controllerID ?? "")", kind: "back reference"))
        continue
      }
      let identifier =
        (target == oldInitial && item.storyboardIdentifier == nil) ? nil : identifiers[target]
      let id = ids.make("\(newName)|back|\(item.controllerID ?? item.sceneID)")
      backReferences[target] = id
      if usesStandIn, let identifier {
        text += standInScene(
          at: firstMoved, id: id, storyboard: old.name, identifier: identifier, barItems: "",
          canvas: "")
      } else {
        text += referenceScene(
          at: firstMoved, id: id, storyboard: old.name, identifier: identifier, body: "", canvas: ""
        )
      }
      report.references.append(
        SplitReport.Reference(
          storyboard: newName, id: id,
          target: identifier.map { "\(old.name)#\($0)" } ?? "\(old.name) (initial)",
          kind: usesStandIn ? "placeholder" : "back reference"))
    }
    for segue in outEdges {
      guard let target = segue.destination.flatMap({ old.sceneOfController[$0] }),
        let id = backReferences[target]
      else { continue }
      rewire(segue, to: id, inMoved: true)
    }
    // References inside moved scenes that name a moved scene through the old storyboard.
    var inside: [StoryboardSplice] = []
    redirectReferences(
      in: old, splices: &inside, skipping: Set(old.scenes.indices).subtracting(selected))
    movedSplices += inside
    return (selected.sorted().map { old.scenes[$0].removal }, text)
  }

  /// The other storyboards whose references or placeholders name a moved scene, edited.
  mutating func editOthers(_ others: [SplitDocument]) -> [StoryboardSplit.File] {
    others.compactMap { other in
      var splices: [StoryboardSplice] = []
      redirectReferences(in: other, splices: &splices)
      guard !splices.isEmpty else { return nil }
      return StoryboardSplit.File(
        path: other.path, bytes: StoryboardSplice.apply(splices, to: other.source.bytes),
        original: other.source.bytes)
    }
  }
}
