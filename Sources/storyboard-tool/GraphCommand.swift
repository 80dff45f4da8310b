import Foundation
import StoryboardCodegen
import Storyboards

extension StoryboardTool {
  /// `graph [--format dot|mermaid|json] PATH...`: every storyboard under the paths in one
  /// graph, on standard output.
  static func graph(_ arguments: [String]) -> Int32 {
    var format = GraphFormat.dot
    var paths: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--format":
        let name = value(after: argument, in: &remaining)
        guard let parsed = GraphFormat(rawValue: name) else {
          fail("--format takes dot, mermaid or json for graph, not '\(name)'.")
        }
        format = parsed
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for graph. Run 'storyboard-tool --help'.")
      default: paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      fail("graph needs at least one path. Run 'storyboard-tool --help'.")
    }
    let (bundle, status) = loadBundle(paths)
    print(NavigationGraph(bundle: bundle).rendered(as: format), terminator: "")
    return status
  }
}
