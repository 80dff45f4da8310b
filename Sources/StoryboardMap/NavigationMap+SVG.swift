import StoryboardRuntime

extension NavigationMap {
  /// The scenes and segues a flow passed through, drawn highlighted.
  public struct Highlight: Sendable, Equatable {
    /// Scenes, as `Storyboard#objectID`.
    public var scenes: Set<String>
    /// Segues, as `Storyboard#segueID`.
    public var segues: Set<String>

    /// A highlight of `scenes` and `segues`.
    public init(scenes: Set<String> = [], segues: Set<String> = []) {
      self.scenes = scenes
      self.segues = segues
    }
  }

  /// The canvas of the storyboard `name` as a standalone SVG document, or `nil` when the map
  /// has no such storyboard. References link to scenes of the same storyboard only.
  public func svg(of name: String, highlight: Highlight = Highlight()) -> String? {
    guard let canvas = canvases.first(where: { $0.storyboard == name }) else { return nil }
    let size =
      "width=\"\(MapMarkup.number(canvas.width))\" "
      + "height=\"\(MapMarkup.number(canvas.height))\""
    return """
      <svg xmlns="http://www.w3.org/2000/svg" \(size) \
      viewBox="0 0 \(MapMarkup.number(canvas.width)) \(MapMarkup.number(canvas.height))" \
      class="map">
      <style>\(Self.style)</style>
      \(Self.markerDefinitions)
      \(canvasMarkup(canvas, highlight: highlight, localLinksOnly: true))
      </svg>

      """
  }

  /// The arrowheads, one per family of segue kinds; referenced as `url(#m-family)`.
  static let markerDefinitions: String = {
    let families = ["show", "detail", "modal", "popover", "embed", "relationship", "unwind"]
    let markers = (families + ["custom", "initial"]).map { family in
      "<marker id=\"m-\(family)\" class=\"arrow-\(family)\" viewBox=\"0 0 10 10\" refX=\"9\" "
        + "refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"10\" markerHeight=\"10\" "
        + "orient=\"auto-start-reverse\">"
        + "<path d=\"M0 0 L10 5 L0 10 z\"/></marker>"
    }
    return "<defs>" + markers.joined() + "</defs>"
  }()

  /// The family a kind is drawn in: its colour, dash and arrowhead.
  static func family(of kind: SegueKind) -> String {
    switch kind {
    case .show, .push: "show"
    case .showDetail, .replace: "detail"
    case .presentation, .modal: "modal"
    case .popoverPresentation, .popover: "popover"
    case .embed: "embed"
    case .relationship: "relationship"
    case .unwind: "unwind"
    case .custom, .other: "custom"
    }
  }

  /// The `<g>` of one canvas: its scenes, then its segues drawn over them.
  func canvasMarkup(_ canvas: Canvas, highlight: Highlight, localLinksOnly: Bool) -> String {
    let local = Set(canvas.scenes.map(\.pageID))
    var names: [String: String] = [:]
    for scene in canvas.scenes {
      if let id = scene.controllerID, names[id] == nil {
        names[id] = scene.title.map { "\(scene.className) “\($0)”" } ?? scene.className
      }
    }
    var parts = [
      "<g class=\"canvas\" data-storyboard=\"\(MapMarkup.escaped(canvas.storyboard))\" "
        + "transform=\"translate(\(MapMarkup.number(canvas.offset.x)) "
        + "\(MapMarkup.number(canvas.offset.y)))\">"
    ]
    for scene in canvas.scenes {
      let isLinked = scene.reference.map { !localLinksOnly || local.contains($0.target) } ?? false
      let isHighlighted = scene.controllerID.map {
        highlight.scenes.contains("\(canvas.storyboard)#\($0)")
      }
      parts.append(
        sceneMarkup(
          scene, in: canvas.storyboard, linked: isLinked,
          highlighted: isHighlighted ?? false))
    }
    for segue in canvas.segues {
      parts.append(
        segueMarkup(
          segue, in: canvas.storyboard, names: names,
          highlighted: highlight.segues.contains("\(canvas.storyboard)#\(segue.id)")))
    }
    parts.append("</g>")
    return parts.joined(separator: "\n")
  }

  private func sceneMarkup(_ scene: Scene, in storyboard: String, linked: Bool, highlighted: Bool)
    -> String
  {
    let e = MapMarkup.escaped
    let n = MapMarkup.number
    let frame = scene.frame
    var classes = ["scene", "kind-\(Self.shape(of: scene))"]
    if scene.reference != nil { classes.append("reference") }
    if scene.reference?.isResolved == false { classes.append("unresolved") }
    if scene.isInitial { classes.append("initial") }
    if highlighted { classes.append("flow") }
    let searchText = [scene.className, scene.identifier, scene.title, scene.reference?.label]
      .compactMap { $0 }.joined(separator: " ").lowercased()
    var attributes =
      "class=\"\(classes.joined(separator: " "))\" id=\"\(scene.pageID)\" "
      + "data-storyboard=\"\(e(storyboard))\" data-id=\"\(e(scene.controllerID ?? ""))\" "
      + "data-scene-id=\"\(e(scene.sceneID))\" data-class=\"\(e(scene.className))\" "
      + "data-search=\"\(e(searchText))\""
    if let identifier = scene.identifier { attributes += " data-identifier=\"\(e(identifier))\"" }
    if let reference = scene.reference { attributes += " data-reference=\"\(e(reference.label))\"" }
    if let nibName = scene.nibName { attributes += " data-nib=\"\(e(nibName))\"" }
    var lines = ["<g \(attributes)>"]
    lines.append(
      "<rect class=\"box\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
        + "height=\"\(n(frame.height))\" rx=\"8\"/>")
    if scene.reference == nil, scene.kind != .reference {
      lines.append(
        "<rect class=\"band\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" "
          + "width=\"\(n(frame.width))\" height=\"22\" rx=\"8\"/>")
    }
    var y = frame.y + 15
    func text(_ value: String, _ kind: String, limit: Int = 19) {
      lines.append(
        "<text class=\"\(kind)\" x=\"\(n(frame.x + 7))\" y=\"\(n(y))\">"
          + "\(e(MapMarkup.clipped(value, to: limit)))</text>")
      y += 16
    }
    text(scene.className, "class-name")
    if let title = scene.title { text("“\(title)”", "title") }
    if let identifier = scene.identifier { text("#\(identifier)", "identifier") }
    if let nibName = scene.nibName { text("\(nibName).xib", "nib") }
    if let reference = scene.reference {
      let label = "→ \(reference.label)"
      if linked {
        lines.append("<a href=\"#\(reference.target)\" class=\"reference-link\">")
        text(label, "link-text")
        lines.append("</a>")
      } else {
        text(label, "link-text")
      }
    }
    if Self.shape(of: scene) == "table" {
      for row in 0..<4 {
        let rowY = frame.y + 76 + Double(row) * 24
        lines.append(
          "<line class=\"row\" x1=\"\(n(frame.x + 6))\" y1=\"\(n(rowY))\" "
            + "x2=\"\(n(frame.maxX - 6))\" y2=\"\(n(rowY))\"/>")
      }
    }
    if scene.isInitial {
      lines.append(
        "<path class=\"initial-arrow\" d=\"M\(n(frame.x - 44)) \(n(frame.midY)) "
          + "H\(n(frame.x - 2))\" marker-end=\"url(#m-initial)\"/>"
          + "<text class=\"initial-label\" x=\"\(n(frame.x - 44))\" y=\"\(n(frame.midY - 6))\">"
          + "initial</text>")
    }
    var tooltip = [scene.className, "\(storyboard)#\(scene.controllerID ?? scene.sceneID)"]
    if let title = scene.title { tooltip.append("title “\(title)”") }
    if let identifier = scene.identifier { tooltip.append("storyboard ID \(identifier)") }
    if let nibName = scene.nibName { tooltip.append("view from \(nibName).xib") }
    if let reference = scene.reference {
      tooltip.append("refers to \(reference.label)" + (reference.isResolved ? "" : " (unresolved)"))
    }
    lines.append("<title>\(e(tooltip.joined(separator: " — ")))</title></g>")
    return lines.joined()
  }

  /// The shape a scene is drawn with.
  static func shape(of scene: Scene) -> String {
    if scene.reference != nil { return "reference" }
    switch scene.kind {
    case .navigationController: return "navigation"
    case .tabBarController: return "tabs"
    case .splitViewController: return "split"
    case .tableViewController: return "table"
    case .collectionViewController: return "collection"
    case .reference: return "reference"
    default: return "plain"
    }
  }

  private func segueMarkup(
    _ segue: Segue, in storyboard: String, names: [String: String], highlighted: Bool
  ) -> String {
    let e = MapMarkup.escaped
    let family = Self.family(of: segue.kind)
    let source = segue.sourceID.flatMap { names[$0] } ?? segue.sourceID ?? "no source"
    let destination =
      segue.kind == .unwind
      ? "the exit (\(segue.destinationID ?? "?"))"
      : segue.destinationID.flatMap { names[$0] }
        ?? "missing \(segue.destinationID ?? "destination")"
    var description = segue.relationship.map { "relationship \($0)" } ?? "\(segue.kind)"
    if let identifier = segue.identifier { description += " “\(identifier)”" }
    description += ": \(source) → \(destination)"
    if let trigger = segue.trigger {
      description += ", triggered by a \(trigger)"
      if let title = segue.triggerTitle { description += " “\(title)”" }
    }
    var classes = "segue kind-\(family)"
    if highlighted { classes += " flow" }
    var lines = [
      "<g class=\"\(classes)\" data-storyboard=\"\(e(storyboard))\" data-kind=\"\(e("\(segue.kind)"))\" "
        + "data-source=\"\(e(segue.sourceID ?? ""))\" "
        + "data-destination=\"\(e(segue.destinationID ?? ""))\" data-id=\"\(e(segue.id))\""
        + (segue.identifier.map { " data-identifier=\"\(e($0))\"" } ?? "")
        + " data-describe=\"\(e(description))\">"
    ]
    if !segue.curve.isEmpty {
      let path = CanvasLayout.pathData(segue.curve)
      lines.append(
        "<path class=\"line\" d=\"\(path)\" marker-end=\"url(#m-\(family))\"/>"
          + "<path class=\"hit\" d=\"\(path)\"/>")
    }
    if let marker = segue.marker {
      let kind = segue.kind == .unwind ? "exit" : "missing"
      lines.append(
        "<circle class=\"\(kind)\" cx=\"\(MapMarkup.number(marker.x))\" "
          + "cy=\"\(MapMarkup.number(marker.y))\" r=\"5\"/>")
    }
    let triggerLabel = segue.trigger.flatMap { trigger in
      segue.triggerTitle.map { "\(trigger) \($0)" }
    }
    if let label = segue.identifier ?? segue.relationship ?? triggerLabel, !segue.curve.isEmpty {
      lines.append(
        "<text class=\"segue-label\" x=\"\(MapMarkup.number(segue.labelPoint.x))\" "
          + "y=\"\(MapMarkup.number(segue.labelPoint.y - 4))\">"
          + "\(e(MapMarkup.clipped(label, to: 24)))</text>")
    }
    lines.append("<title>\(e(description))</title></g>")
    return lines.joined()
  }
}
