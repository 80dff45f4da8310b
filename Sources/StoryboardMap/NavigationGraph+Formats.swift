import StoryboardAnalysis
import StoryboardRuntime

extension NavigationGraph {
  /// The graph in `format`, ending with a newline.
  public func rendered(as format: GraphFormat) -> String {
    switch format {
    case .dot: return dot
    case .mermaid: return mermaid
    case .json: return json + "\n"
    }
  }

  /// Graphviz source. Initial scenes have a double border, relationships and embeds are
  /// dashed, edges that cross storyboards are bold, unresolved references are red.
  public var dot: String {
    var lines = ["digraph navigation {", "  rankdir=LR;", "  node [shape=box, style=rounded];"]
    for (storyboard, members) in nodesByStoryboard {
      lines.append("  subgraph \(Self.dotQuoted("cluster_" + storyboard)) {")
      lines.append("    label=\(Self.dotQuoted(storyboard));")
      for node in members {
        var attributes = ["label=\(Self.dotQuoted(Self.label(of: node).joined(separator: "\n")))"]
        if node.isInitial { attributes.append("peripheries=2") }
        if node.unresolvedReason != nil { attributes += ["color=red", "style=dashed"] }
        lines.append("    \(Self.dotQuoted(node.id)) [\(attributes.joined(separator: ", "))];")
      }
      lines.append("  }")
    }
    for edge in edges {
      var attributes = ["label=\(Self.dotQuoted(edge.label))"]
      if edge.relationship != nil || edge.kind == .embed { attributes.append("style=dashed") }
      if edge.crossesStoryboards { attributes.append("penwidth=2") }
      lines.append(
        "  \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to)) "
          + "[\(attributes.joined(separator: ", "))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Mermaid flowchart. Relationships and embeds are dotted, edges that cross storyboards
  /// thick; initial scenes and unresolved references have their own classes.
  public var mermaid: String {
    let ids = Dictionary(
      nodes.enumerated().map { ($1.id, "n\($0)") }, uniquingKeysWith: { first, _ in first })
    var lines = ["flowchart LR"]
    for (storyboard, members) in nodesByStoryboard {
      lines.append(
        "  subgraph \(ids[members[0].id]!)_storyboard[\(Self.mermaidQuoted(storyboard))]")
      for node in members {
        let label =
          "\"" + Self.label(of: node).map(Self.mermaidEscaped).joined(separator: "<br/>")
          + "\""
        var line = "    \(ids[node.id]!)[\(label)]"
        if node.isInitial { line += ":::initial" }
        if node.unresolvedReason != nil { line += ":::unresolved" }
        lines.append(line)
      }
      lines.append("  end")
    }
    for edge in edges {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      let label = Self.mermaidQuoted(edge.label)
      let arrow =
        edge.relationship != nil || edge.kind == .embed
        ? "-.->" : edge.crossesStoryboards ? "==>" : "-->"
      lines.append("  \(from) \(arrow)|\(label)| \(to)")
    }
    lines.append("  classDef initial stroke-width:3px")
    lines.append("  classDef unresolved stroke:#d00,stroke-dasharray:4")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line of JSON: `{"nodes": [...], "edges": [...]}`.
  public var json: String {
    let json = JSONWriter()
    json.object {
      json.key("nodes")
      json.array(nodes) { node in
        json.object {
          json.field("id", node.id)
          json.field("storyboard", node.storyboard)
          json.field("sceneID", node.sceneID)
          json.field("identifier", node.identifier)
          json.field("className", node.className)
          json.field("isInitial", node.isInitial)
          json.field("unresolved", node.unresolvedReason)
        }
      }
      json.key("edges")
      json.array(edges) { edge in
        json.object {
          json.field("from", edge.from)
          json.field("to", edge.to)
          json.field("kind", edge.kind.description)
          json.field("identifier", edge.identifier)
          json.field("relationship", edge.relationship)
          json.key("via")
          json.array(edge.via) { json.string($0) }
          json.field("crossesStoryboards", edge.crossesStoryboards)
        }
      }
    }
    return json.text
  }

  // MARK: - Helpers

  private var nodesByStoryboard: [(String, [Node])] {
    var order: [String] = []
    var groups: [String: [Node]] = [:]
    for node in nodes {
      if groups[node.storyboard] == nil { order.append(node.storyboard) }
      groups[node.storyboard, default: []].append(node)
    }
    return order.map { ($0, groups[$0]!) }
  }

  /// The lines of a node's label: its class and identifier, or why it is unresolved.
  private static func label(of node: Node) -> [String] {
    if let reason = node.unresolvedReason { return ["unresolved \(node.sceneID)", reason] }
    var lines = [node.className]
    if let identifier = node.identifier, !identifier.isEmpty { lines.append(identifier) }
    return lines
  }

  private static func dotQuoted(_ text: String) -> String {
    "\""
      + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
      .replacingAll("\n", with: "\\n") + "\""
  }

  /// `text` quoted for a Mermaid label, which is rendered as HTML.
  private static func mermaidQuoted(_ text: String) -> String {
    "\"" + mermaidEscaped(text) + "\""
  }

  private static func mermaidEscaped(_ text: String) -> String {
    text.replacingAll("&", with: "#amp;").replacingAll("\"", with: "#quot;")
      .replacingAll("<", with: "#lt;").replacingAll(">", with: "#gt;")
  }
}

extension String {
  /// This string with every `target` replaced (no Foundation needed).
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
