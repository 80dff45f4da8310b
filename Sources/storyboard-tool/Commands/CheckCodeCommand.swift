import Foundation
import StoryboardCodeCheck
import StoryboardCodegen
import StoryboardRuntime

/// `storyboard-tool check-code`: the names Swift and Objective-C code passes to UIKit, checked
/// against the storyboards.
struct CheckCodeCommand: Command {
  static let configuration = CommandConfiguration(
    name: "check-code",
    abstract: "Check the segue identifiers, Storyboard IDs and storyboard names that Swift and "
      + "Objective-C code passes to UIKit against the storyboards.",
    operands: "<storyboard path> ...",
    options: [
      .repeatable(
        "--sources", "<path>",
        help: "A Swift or Objective-C file, or a folder searched for .swift, .m, .mm and .h "
          + "files; repeatable, at least one."),
      .flag("--unused", help: "Also warn about storyboard segue identifiers no code names."),
      Option.diagnosticFormat.describing("As for lint."),
    ],
    discussion: """
      The string arguments of performSegue(withIdentifier:sender:), \
      shouldPerformSegue(withIdentifier:sender:), segue.identifier == "…", `case "…"` of a \
      switch over a segue's identifier, instantiateViewController(withIdentifier:) and \
      (identifier:creator:), UIStoryboard(name:bundle:), Storyboard(name:bundle:), and \
      Objective-C's performSegueWithIdentifier:, instantiateViewControllerWithIdentifier:, \
      storyboardWithName: and [segue.identifier isEqualToString:] are checked; names computed \
      at run time are counted and skipped. Rules: unknown-segue-identifier, \
      unknown-storyboard-identifier, unknown-storyboard (errors, with the closest name as the \
      fix); unused-segue-identifier (warnings). Exits 1 when any error is reported.
      """)

  var sources: [String]
  var reportsUnused: Bool
  var format: DiagnosticFormat
  var paths: [String]

  init(_ arguments: ParsedArguments) throws(ToolError) {
    sources = arguments.values("--sources")
    guard !sources.isEmpty else {
      throw .usage("check-code needs --sources <path>.", command: arguments.command)
    }
    reportsUnused = arguments.flag("--unused")
    format = try arguments.choice("--format", default: .text)
    paths = try arguments.requiredOperands("at least one storyboard path")
  }

  func run(_ console: Console) throws(ToolError) {
    let (bundle, loadErrors) = InputFiles.storyboards(paths)
    var check = CodeCheck(bundle: bundle)
    for file in try InputFiles.sourceFiles(in: sources) {
      guard let data = FileManager.default.contents(atPath: file) else {
        console.reportUnreadable(path: file, message: "cannot read the source file.")
        continue
      }
      check.scan(String(decoding: data, as: UTF8.self), path: file)
    }
    let diagnostics =
      loadErrors.map(\.diagnostic) + check.diagnostics(reportingUnused: reportsUnused)
    console.output(format.rendered(diagnostics), terminator: "")
    console.count(diagnostics)
    let literal = check.references.count - check.dynamicReferences.count
    // A summary for people; in a machine format, standard error holds diagnostics only.
    guard format == .text else { return }
    console.error(
      "check-code: \(check.filesScanned) file(s), \(literal) name(s) checked, "
        + "\(check.dynamicReferences.count) computed at run time skipped, "
        + "\(diagnostics.filter { $0.severity == .error }.count) error(s), "
        + "\(diagnostics.filter { $0.severity == .warning }.count) warning(s).")
  }
}
