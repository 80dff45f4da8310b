import Foundation
import StoryboardLoader
import StoryboardRuntime

/// The text of the scenes a split adds, and the new file's bytes.
extension SplitPlanner {
  /// The indentation of the file's scenes, and one level of it.
  func indentation(of scene: Int) -> (scene: String, unit: String) {
    let element = old.scenes[scene].element
    let sceneIndent = old.source.indentation(of: old.source.elements[element].start)
    guard let objects = old.child(of: element, named: "objects") else {
      return (sceneIndent, "    ")
    }
    let objectsIndent = old.source.indentation(of: old.source.elements[objects].start)
    let unit =
      objectsIndent.hasPrefix(sceneIndent) ? String(objectsIndent.dropFirst(sceneIndent.count)) : ""
    return (sceneIndent, unit.isEmpty ? "    " : unit)
  }

  /// The whole lines of `scene`'s controller's bar items (`tabBarItem`, and `navigationItem`
  /// for a stand-in), copied verbatim.
  func barItemLines(of scene: Int, includingNavigationItem: Bool) -> String {
    guard let controller = old.scenes[scene].controller else { return "" }
    var names = ["tabBarItem"]
    if includingNavigationItem { names.append("navigationItem") }
    return names.compactMap { name in
      old.child(of: controller, named: name, key: name).map { old.source.text(old.lines(of: $0)) }
    }.joined()
  }

  /// The scene's `<point key="canvasLocation">` line, verbatim, or "".
  func canvasLine(of scene: Int) -> String {
    guard
      let point = old.child(of: old.scenes[scene].element, named: "point", key: "canvasLocation")
    else { return "" }
    return old.source.text(old.lines(of: point))
  }

  /// A scene holding one reference (or stand-in) controller, in Interface Builder's layout.
  /// - Parameters:
  ///   - controller: The controller's start tag without its `>`.
  ///   - body: Whole lines inside the controller.
  mutating func scene(
    at scene: Int, comment: String, controller: String, closingName: String, body: String,
    canvas: String, key: String
  ) -> String {
    let (indent, unit) = indentation(of: scene)
    let lineBreak = old.source.lineBreak
    let sceneID = ids.make("\(newName)|scene|\(key)")
    let responder = ids.make("\(newName)|responder|\(key)")
    var lines = [
      "\(indent)<!--\(comment)-->", "\(indent)<scene sceneID=\"\(sceneID)\">",
      "\(indent)\(unit)<objects>",
    ]
    if body.isEmpty {
      lines.append("\(indent)\(unit)\(unit)\(controller)/>")
    } else {
      lines.append("\(indent)\(unit)\(unit)\(controller)>")
      lines.append(String(body.dropLast(body.hasSuffix("\r\n") ? 2 : body.hasSuffix("\n") ? 1 : 0)))
      lines.append("\(indent)\(unit)\(unit)</\(closingName)>")
    }
    lines += [
      "\(indent)\(unit)\(unit)<placeholder placeholderIdentifier=\"IBFirstResponder\" "
        + "id=\"\(responder)\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>",
      "\(indent)\(unit)</objects>",
    ]
    var text = lines.joined(separator: lineBreak) + lineBreak + canvas
    text += "\(indent)</scene>\(lineBreak)"
    return text
  }

  /// A reference scene to `storyboard` (and `identifier`), placed like `scene`.
  mutating func referenceScene(
    at scene: Int, id: String, storyboard: String, identifier: String?, body: String,
    canvas: String
  ) -> String {
    let e: (String) -> String = { $0.xmlEscaped }
    var tag = "<viewControllerPlaceholder storyboardName=\"\(e(storyboard))\""
    if let identifier { tag += " referencedIdentifier=\"\(e(identifier))\"" }
    tag += " id=\"\(id)\" sceneMemberID=\"viewController\""
    return self.scene(
      at: scene, comment: identifier ?? storyboard, controller: tag,
      closingName: "viewControllerPlaceholder", body: body, canvas: canvas, key: id)
  }

  /// A stand-in scene whose runtime attributes name `storyboard` and `identifier`, placed like
  /// `scene`: the segregation technique's placeholder.
  mutating func standInScene(
    at scene: Int, id: String, storyboard: String, identifier: String, barItems: String,
    canvas: String
  ) -> String {
    let e: (String) -> String = { $0.xmlEscaped }
    let (indent, unit) = indentation(of: scene)
    let inner = indent + unit + unit + unit
    let lineBreak = old.source.lineBreak
    let attributes =
      [
        "\(inner)<userDefinedRuntimeAttributes>",
        "\(inner)\(unit)<userDefinedRuntimeAttribute type=\"string\" keyPath=\"storyboardName\" "
          + "value=\"\(e(storyboard))\"/>",
        "\(inner)\(unit)<userDefinedRuntimeAttribute type=\"string\" "
          + "keyPath=\"storyboardIdentifier\" value=\"\(e(identifier))\"/>",
        "\(inner)</userDefinedRuntimeAttributes>",
      ].joined(separator: lineBreak) + lineBreak
    return self.scene(
      at: scene, comment: "\(identifier) stand-in",
      controller: "<viewController id=\"\(id)\" sceneMemberID=\"viewController\"",
      closingName: "viewController", body: barItems + attributes, canvas: canvas, key: id)
  }

  // MARK: - The new file

  /// The new file: the old prolog and document start tag (its initial controller changed),
  /// the moved scenes verbatim with their edits, the back references, and the old file's
  /// document-level elements after the scenes, resources and tie-breakers kept to what moved.
  func newFile(movedRanges: [Range<Int>], backReferenceText: String) -> [UInt8] {
    let source = old.source
    let bytes = source.bytes
    let document = source.elements[0]
    guard let scenesIndex = old.scenesElement else { return bytes }
    let scenes = source.elements[scenesIndex]
    var splices: [StoryboardSplice] = []
    // The document start tag's initial controller.
    let initialID = newInitial.flatMap { old.scenes[$0].controllerID }
    if let attribute = document.attribute("initialViewController") {
      if let initialID {
        splices.append(StoryboardSplice(attribute.valueRange, initialID.xmlEscaped))
      } else {
        var start = attribute.valueRange.lowerBound - attribute.name.utf8.count - 2
        while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
        splices.append(StoryboardSplice(start..<attribute.valueRange.upperBound + 1, ""))
      }
    } else if let initialID {
      splices.append(
        StoryboardSplice(
          document.startTagEnd - 1..<document.startTagEnd - 1,
          " initialViewController=\"\(initialID.xmlEscaped)\""))
    }
    // Before the scenes: everything through the line of `<scenes>`.
    let head = 0..<source.lineEnd(of: scenes.startTagEnd - 1)
    var result = StoryboardSplice.apply(
      splices, to: Array(bytes[head]))
    for range in movedRanges {
      let inside = movedSplices.filter { range.contains($0.range.lowerBound) }.map {
        StoryboardSplice(
          ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound),
          $0.replacement)
      }
      result += StoryboardSplice.apply(inside, to: Array(bytes[range]))
    }
    result += Array(backReferenceText.utf8)
    // After the scenes: from the line of `</scenes>`, without what did not move.
    let tail = source.lineStart(of: max(scenes.end - 1, scenes.start))..<bytes.count
    result += StoryboardSplice.apply(
      documentLevelFilter(keepingOnlyMoved: true, in: tail),
      to: Array(bytes[tail])
    ).map { $0 }
    return result
  }

  /// Splices (relative to `range`) that drop the `<resources>` children the moved scenes do not
  /// use and the tie-breakers of segues that did not move (`keepingOnlyMoved`), or, for the old
  /// file, the tie-breakers of segues that moved; a block left empty goes too.
  func documentLevelFilter(keepingOnlyMoved: Bool, in range: Range<Int>) -> [StoryboardSplice] {
    let elements = old.source.elements
    let movedSegues = Set(old.segues.filter { selected.contains($0.scene) }.map(\.id))
    var usedNames: Set<String> = []
    if keepingOnlyMoved {
      for scene in selected {
        for index in old.descendants(of: old.scenes[scene].element) {
          for attribute in elements[index].attributes { usedNames.insert(attribute.value) }
        }
      }
    }
    var splices: [StoryboardSplice] = []
    for (index, element) in elements.enumerated()
    where element.depth == 1 && range.contains(element.start)
      && (element.name == "resources" || element.name == "inferredMetricsTieBreakers")
    {
      if element.name == "resources" && !keepingOnlyMoved { continue }
      let children = old.descendants(of: index).filter { elements[$0].parent == index }
      let dropped = children.filter { child in
        if element.name == "resources" {
          return !usedNames.contains(elements[child].value("name") ?? "")
        }
        let moved = movedSegues.contains(elements[child].value("reference") ?? "")
        return keepingOnlyMoved ? !moved : moved
      }
      guard !dropped.isEmpty else { continue }
      let shift = range.lowerBound
      func relative(_ lines: Range<Int>) -> Range<Int> {
        (lines.lowerBound - shift)..<(lines.upperBound - shift)
      }
      if dropped.count == children.count {
        splices.append(StoryboardSplice(relative(old.lines(of: index)), ""))
      } else {
        splices += dropped.map { StoryboardSplice(relative(old.lines(of: $0)), "") }
      }
    }
    return splices
  }
}
