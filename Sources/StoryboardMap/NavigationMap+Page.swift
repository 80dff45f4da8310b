import StoryboardRuntime

extension NavigationMap {
  /// Every canvas in one self-contained HTML page — inline SVG, CSS and script, nothing from
  /// the network — with an overview of the storyboards, a search box, pan and zoom, references
  /// that link to the scenes they resolve to, and the unresolved ones listed.
  /// - Parameters:
  ///   - title: The page's title.
  ///   - highlight: Scenes and segues to draw as the path of a flow.
  ///   - flowSteps: The flow's steps, listed beside the map.
  public func html(
    title: String = "Navigation map", highlight: Highlight = Highlight(), flowSteps: [String] = []
  ) -> String {
    let e = MapMarkup.escaped
    let sceneCount = canvases.reduce(0) { $0 + $1.scenes.count }
    let segueCount = canvases.reduce(0) { $0 + $1.segues.count }
    var page = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(e(title))</title>", "<style>\(Self.style)\(Self.pageStyle)</style>", "</head>",
      "<body>", "<header>", "<h1>\(e(title))</h1>",
      "<input type=\"search\" id=\"search\" placeholder=\"Find a scene: class, identifier or "
        + "title\" aria-label=\"Find a scene\">",
      "<span id=\"count\">\(canvases.count) storyboards, \(sceneCount) scenes, "
        + "\(segueCount) segues</span>",
      "<div id=\"status\" aria-live=\"polite\">Hover a segue to see its kind, identifier and "
        + "ends; click a reference to go to its scene. Ctrl + wheel zooms, dragging pans.</div>",
      "</header>",
      "<svg class=\"definitions\" width=\"0\" height=\"0\" aria-hidden=\"true\">"
        + Self.markerDefinitions + "</svg>",
      overview(),
    ]
    if !flowSteps.isEmpty {
      page.append("<section id=\"flow\"><h2>Flow</h2><ol>")
      page += flowSteps.map { "<li>\(e($0))</li>" }
      page.append("</ol></section>")
    }
    for (index, canvas) in canvases.enumerated() {
      let w = MapMarkup.number(canvas.width)
      let h = MapMarkup.number(canvas.height)
      page += [
        "<section class=\"storyboard\" id=\"storyboard-\(index)\" "
          + "data-storyboard=\"\(e(canvas.storyboard))\">",
        "<h2>\(e(canvas.storyboard)) <small>\(canvas.scenes.count) scenes, "
          + "\(canvas.segues.count) segues</small>"
          + "<span class=\"zoom\"><button type=\"button\" data-zoom=\"in\">+</button>"
          + "<button type=\"button\" data-zoom=\"out\">−</button>"
          + "<button type=\"button\" data-zoom=\"reset\">1:1</button></span></h2>",
        "<div class=\"viewport\"><svg class=\"map\" width=\"\(w)\" height=\"\(h)\" "
          + "viewBox=\"0 0 \(w) \(h)\">",
        canvasMarkup(canvas, highlight: highlight, localLinksOnly: false),
        "</svg></div>", "</section>",
      ]
    }
    page.append("<section id=\"unresolved\"><h2>Unresolved references</h2>")
    if unresolved.isEmpty {
      page.append("<p>Every storyboard reference and placeholder resolves to a scene.</p>")
    } else {
      page.append("<ul>")
      page += unresolved.map {
        "<li class=\"unresolved-entry\" id=\"\($0.pageID)\"><code>\(e($0.reference))</code>: "
          + "\(e($0.reason))</li>"
      }
      page.append("</ul>")
    }
    page += ["</section>", "<script>\(Self.script)</script>", "</body>", "</html>"]
    return page.joined(separator: "\n") + "\n"
  }

  /// The storyboards as nodes in a grid, linked where references cross between them.
  private func overview() -> String {
    let e = MapMarkup.escaped
    let n = MapMarkup.number
    let columns = max(1, Int(Double(canvases.count).squareRoot().rounded(.up)))
    let (cellWidth, cellHeight) = (230.0, 90.0)
    var center: [String: MapPoint] = [:]
    var nodes: [String] = []
    for (index, canvas) in canvases.enumerated() {
      let x = 20 + Double(index % columns) * cellWidth
      let y = 20 + Double(index / columns) * cellHeight
      center[canvas.storyboard] = MapPoint(x: x + 90, y: y + 24)
      nodes.append(
        "<a href=\"#storyboard-\(index)\" class=\"storyboard-node\" "
          + "data-storyboard=\"\(e(canvas.storyboard))\"><rect x=\"\(n(x))\" y=\"\(n(y))\" "
          + "width=\"180\" height=\"48\" rx=\"10\"/><text x=\"\(n(x + 10))\" y=\"\(n(y + 20))\">"
          + "\(e(MapMarkup.clipped(canvas.storyboard, to: 24)))</text>"
          + "<text class=\"detail\" x=\"\(n(x + 10))\" y=\"\(n(y + 38))\">"
          + "\(canvas.scenes.count) scenes</text></a>")
    }
    // A link runs between the nodes' borders, on the line between their centres.
    func border(of center: MapPoint, toward other: MapPoint) -> MapPoint {
      let (dx, dy) = (other.x - center.x, other.y - center.y)
      let scale = min(dx == 0 ? .infinity : 92 / abs(dx), dy == 0 ? .infinity : 26 / abs(dy))
      return scale.isFinite ? MapPoint(x: center.x + dx * scale, y: center.y + dy * scale) : center
    }
    var edges: [String] = []
    for link in links {
      guard let fromCenter = center[link.from], let toCenter = center[link.to] else { continue }
      let from = border(of: fromCenter, toward: toCenter)
      let to = border(of: toCenter, toward: fromCenter)
      edges.append(
        "<g class=\"storyboard-link\" data-from=\"\(e(link.from))\" data-to=\"\(e(link.to))\">"
          + "<path d=\"M\(n(from.x)) \(n(from.y)) Q\(n((from.x + to.x) / 2 + 12)) "
          + "\(n((from.y + to.y) / 2 - 12)) \(n(to.x)) \(n(to.y))\" marker-end=\"url(#m-show)\"/>"
          + "<title>\(e(link.from)) → \(e(link.to)): \(link.count) reference(s)</title></g>")
    }
    let rows = (canvases.count + columns - 1) / columns
    let width = 40 + Double(columns) * cellWidth
    let height = 40 + Double(max(rows, 1)) * cellHeight
    return "<section id=\"overview\"><h2>Storyboards</h2><div class=\"viewport overview\">"
      + "<svg class=\"overview-map\" width=\"\(n(width))\" height=\"\(n(height))\" "
      + "viewBox=\"0 0 \(n(width)) \(n(height))\">" + edges.joined() + nodes.joined()
      + "</svg></div></section>"
  }
}
