import Foundation
import StoryboardLoader
import Storyboards

extension StoryboardTool {
  /// `lint [--format text|json|github|sarif] [--known-classes FILE] PATH...`: every problem of every storyboard under the paths,
  /// as one bundle, on standard output; exit 1 when any is an error.
  static func lint(_ arguments: [String]) -> Int32 {
    var format = DiagnosticFormat.text
    var knownClasses: Set<String>?
    var paths: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--format":
        format = .parsed(value(after: argument, in: &remaining), for: "lint")
      case "--known-classes":
        knownClasses = self.knownClasses(listedIn: value(after: argument, in: &remaining))
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for lint. Run 'storyboard-tool --help'.")
      default: paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      fail("lint needs at least one path. Run 'storyboard-tool --help'.")
    }
    var diagnostics: [Diagnostic] = []
    let bundle = StoryboardBundle()
    for path in paths {
      let folder = StoryboardLoader.loadFolder(atPath: path)
      diagnostics += folder.errors.map(\.diagnostic)
      folder.storyboards.forEach(bundle.add)
    }
    diagnostics += bundle.lint(knownClasses: knownClasses)
    print(format.rendered(diagnostics), terminator: "")
    return diagnostics.contains { $0.severity == .error } ? 1 : 0
  }
}
