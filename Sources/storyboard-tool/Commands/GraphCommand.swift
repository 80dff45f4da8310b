import Foundation
import StoryboardCodegen
import StoryboardLoader
import StoryboardMap
import StoryboardRuntime

/// `storyboard-tool graph`: every storyboard under the paths in one graph, or drawn as
/// Interface Builder lays it out.
struct GraphCommand: Command {
  /// What `graph` writes.
  enum Format: String, CaseIterable, Sendable {
    case dot, mermaid, json, svg, html
  }

  static let configuration = CommandConfiguration(
    name: "graph",
    abstract: "Draw the navigation of all the storyboards as one graph, or as a map of their "
      + "canvases.",
    discussion: """
      The map (svg, html) places each scene at its Interface Builder canvas location, scaled \
      (scenes that would overlap move down; scenes without a location follow below), sized by \
      kind, with its class, title, storyboard identifier and an arrow on the initial scene. \
      Segues are arrows styled by kind, labelled with their identifier. The page uses no \
      network resource and the same input gives the same bytes. Its markup is a contract: \
      every scene is an element with class `scene`, `data-storyboard` (the file name without \
      extension), `data-id` (the controller's object ID) and a unique `id`; a reference or \
      placeholder also has `data-reference` and holds an `<a href="#…">` to the scene it \
      resolves to, or to an entry of the unresolved list that says why; every segue of `dump \
      --json`, relationships, embeds and unwinds included, is an element with class `segue`, \
      `data-storyboard`, `data-kind`, `data-source` and `data-destination` (the object IDs of \
      `dump --json`); every canvas is laid out at once; the first `<input type="search">` \
      hides the scenes that do not match its text (class, identifier or title) on each \
      `input` event.
      """)

  struct Options: CommandOptions {
    let format = OptionKey.choice(
      "--format", default: Format.dot,
      help: "Graphviz (default; `dot -Tsvg`), a Mermaid flowchart, one JSON object with "
        + "nodes and edges, one storyboard's canvas as SVG, or every canvas in one HTML page "
        + "(the navigation map). Storyboard references and placeholders are resolved.")
    let output = OptionKey.value(
      "--output", "<file>", help: "Write to the file instead of standard output.")
    let highlightFlow = OptionKey.value(
      "--highlight-flow", "<flows.json>",
      help: "For html: run the flows of a `storyboard-tool test` file and draw the scenes and "
        + "segues they pass through as their path.")
    let diagnosticFormat = OptionKey.diagnosticFormatOfErrors
  }

  var format: Format
  var paths: [String]
  var outputPath: String?
  var flowPath: String?

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    format = try arguments[option.format]
    paths = try arguments.requiredOperands()
    outputPath = try arguments[option.output]
    flowPath = try arguments[option.highlightFlow]
    if flowPath != nil, format != .html {
      throw .usage("--highlight-flow needs --format html.", command: Self.configuration.name)
    }
  }

  func run(_ console: Console) throws(ToolError) {
    let (bundle, errors) = InputFiles.storyboards(paths)
    for error in errors {
      // The map draws each of several files that claim one name; only references into them
      // cannot resolve, and the page lists those.
      if format == .html, case .ambiguousName(let name, let paths) = error.reason {
        var warning = error.diagnostic
        warning.severity = .warning
        warning.fix = "Rename one to link them."
        warning.message =
          "\(paths.count) different files are named '\(name)' (\(paths.joined(separator: ", "))): "
          + "the map draws each, and references to '\(name)' do not resolve. \(warning.fix!)"
        console.report(warning)
      } else {
        console.reportUnreadable(error)
      }
    }
    let text: String
    switch format {
    case .dot: text = NavigationGraph(bundle: bundle).rendered(as: .dot)
    case .mermaid: text = NavigationGraph(bundle: bundle).rendered(as: .mermaid)
    case .json: text = NavigationGraph(bundle: bundle).rendered(as: .json)
    case .svg:
      let names = bundle.storyboardNames
      guard names.count == 1,
        let svg = NavigationMap(bundle: bundle, nibs: InputFiles.nibs(paths).nibs).svg(
          of: names[0])
      else {
        throw .usage(
          "--format svg draws one storyboard; \(names.count) were read. Give one .storyboard "
            + "file, or use --format html for several.", command: Self.configuration.name)
      }
      text = svg
    case .html:
      // Nibs show where a scene's view comes from; one that cannot be read is not drawn.
      let map = NavigationMap(
        bundle: bundle, drawingAlso: Self.ambiguous(errors), nibs: InputFiles.nibs(paths).nibs)
      var highlight = NavigationMap.Highlight()
      var steps: [String] = []
      if let flowPath { (highlight, steps) = try flowHighlight(flowPath, on: map) }
      text = map.html(highlight: highlight, flowSteps: steps)
    }
    guard let outputPath else {
      console.output(text, terminator: "")
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath))
    } catch {
      throw .failed(
        "cannot write \(outputPath): \(error.localizedDescription) Check that its folder exists "
          + "and can be written to, or give another --output.")
    }
  }

  /// The storyboards left out of the bundle because unrelated files claim one name: the map
  /// draws each of them all the same.
  private static func ambiguous(_ errors: [StoryboardLoadError]) -> [StoryboardDefinition] {
    errors.flatMap { error -> [StoryboardDefinition] in
      guard case .ambiguousName(_, let paths) = error.reason else { return [] }
      return paths.compactMap { try? StoryboardLoader.loadStoryboard(atPath: $0) }
    }
  }

  /// Runs every flow of the file and joins what they passed through.
  private func flowHighlight(_ path: String, on map: NavigationMap) throws(ToolError) -> (
    NavigationMap.Highlight, [String]
  ) {
    let (flows, folderPath) = try InputFiles.flows(at: path)
    let folder = StoryboardLoader.loadFolder(atPath: folderPath)
    if let error = folder.errors.first {
      throw .unreadableInput(path: error.path, problem: error.problem, fix: error.fix)
    }
    var highlight = NavigationMap.Highlight()
    var steps: [String] = []
    for flow in flows.flows {
      let result = flow.run(in: StoryboardBundle(storyboards: folder.storyboards))
      let (found, lines) = map.highlight(of: result)
      highlight.scenes.formUnion(found.scenes)
      highlight.segues.formUnion(found.segues)
      steps += lines.map { "\(flow.name) — \($0)" }
    }
    return (highlight, steps)
  }
}
