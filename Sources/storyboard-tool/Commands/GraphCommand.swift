import StoryboardCodegen
import Storyboards

/// `storyboard-tool graph`: every storyboard under the paths in one graph.
struct GraphCommand: Command {
  static let configuration = CommandConfiguration(
    name: "graph",
    abstract: "Draw the navigation of all the storyboards as one graph.",
    options: [
      .value(
        "--format", "dot|mermaid|json",
        help: "Graphviz (default; `dot -Tsvg`), a Mermaid flowchart, or one JSON object with "
          + "nodes and edges. Storyboard references and placeholders are resolved into edges "
          + "between the real scenes."),
      .diagnosticFormatOfErrors,
    ])

  var format: GraphFormat
  var paths: [String]

  init(_ arguments: ParsedArguments) throws(ToolError) {
    format = try arguments.choice("--format", default: .dot)
    paths = try arguments.requiredOperands()
  }

  func run(_ console: Console) -> ExitStatus {
    let bundle = InputFiles.storyboards(paths, reportingTo: console)
    console.output(NavigationGraph(bundle: bundle).rendered(as: format), terminator: "")
    return .success
  }
}
