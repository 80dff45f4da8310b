import Foundation
import StoryboardAnalysis
import StoryboardCodeCheck
import StoryboardCodegen
import StoryboardLoader
import StoryboardRuntime
import UIKitSourcesRewriter

/// `storyboard-tool check-code`: the names Swift and Objective-C code passes to UIKit, checked
/// against the storyboards.
struct CheckCodeCommand: Command {
  static let configuration = CommandConfiguration(
    name: "check-code",
    abstract: "Check the segue identifiers, Storyboard IDs and storyboard names that Swift and "
      + "Objective-C code passes to UIKit against the storyboards.",
    operands: "<storyboard or nib path> ...",
    discussion: """
      The string arguments of performSegue(withIdentifier:sender:), \
      shouldPerformSegue(withIdentifier:sender:), segue.identifier == "…", `case "…"` of a \
      switch over a segue's identifier, instantiateViewController(withIdentifier:) and \
      (identifier:creator:), UIStoryboard(name:bundle:), Storyboard(name:bundle:), and \
      Objective-C's performSegueWithIdentifier:, instantiateViewControllerWithIdentifier:, \
      storyboardWithName: and [segue.identifier isEqualToString:] are checked; when the paths \
      hold .xib files, so are the nib names of UINib(nibName:bundle:), init(nibName:bundle:), \
      loadNibNamed(_:owner:options:), nibWithNibName:, initWithNibName: and loadNibNamed:. \
      Names computed at run time are counted and skipped. Rules: unknown-segue-identifier, \
      unknown-storyboard-identifier, unknown-storyboard, unknown-nib (errors, with the \
      closest name as the fix); unused-segue-identifier (warnings). With --linux, the Swift files are also read as \
      UIKitSourcesPlugin reads them, all as one module: linux-unsupported (errors) names each \
      construct the Linux build will refuse (it does not compile them: what the compiler \
      rejects is found by building). Exits 1 when any error is reported.
      """)

  struct Options: CommandOptions {
    let sources = OptionKey.repeatable(
      "--sources", "<path>",
      help: "A Swift or Objective-C file, or a folder searched for .swift, .m, .mm and .h "
        + "files; repeatable.", isRequired: true)
    let unused = OptionKey.flag(
      "--unused", help: "Also warn about storyboard segue identifiers no code names.")
    let linux = OptionKey.flag(
      "--linux",
      help: "Also report what the Linux build (UIKitSourcesPlugin) refuses in the Swift files.")
    let format = OptionKey.diagnosticFormat(help: "As for lint.")
  }

  var sources: [String]
  var reportsUnused: Bool
  var checksLinux: Bool
  var paths: [String]

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    sources = try arguments[option.sources]
    reportsUnused = try arguments[option.unused]
    checksLinux = try arguments[option.linux]
    paths = try arguments.requiredOperands("at least one storyboard path")
  }

  func run(_ console: Console) throws(ToolError) {
    let (bundle, loadErrors) = InputFiles.storyboards(paths)
    let (nibs, nibErrors) = InputFiles.nibs(paths)
    var check = CodeCheck(bundle: bundle)
    // Nib names are checked when the paths hold nibs: the app's nibs may lie elsewhere.
    if !nibs.isEmpty || !nibErrors.isEmpty {
      check.nibNames = Set(
        nibs.map(\.name) + nibErrors.map { StoryboardLoader.storyboardName(ofFile: $0.path) })
    }
    var swiftFiles: [UIKitSourcesRewriter.File] = []
    for file in try InputFiles.sourceFiles(in: sources) {
      guard let data = FileManager.default.contents(atPath: file) else {
        console.reportUnreadable(
          Console.unreadable(path: file, problem: "cannot read the source file", fix: nil))
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      check.scan(text, path: file)
      if file.hasSuffix(".swift") { swiftFiles.append((file, text)) }
    }
    var diagnostics =
      (loadErrors + nibErrors).map(\.diagnostic) + check.diagnostics(reportingUnused: reportsUnused)
    if checksLinux {
      diagnostics += UIKitSourcesRewriter.rewrite(swiftFiles).diagnostics.map {
        Diagnostic(
          path: $0.file, location: SourcePosition(line: $0.line, column: $0.column),
          severity: .error, rule: .linuxUnsupported, message: $0.message)
      }
    }
    let format = console.diagnosticFormat
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
    if checksLinux {
      // No "0 errors" that reads as "this will build": say what is not checked.
      console.error(
        "check-code: --linux reports what the build step refuses; it does not compile the "
          + "files: UIKit members the runtime lacks and errors in the code itself are found only "
          + "by building (swift build).")
    }
  }
}
