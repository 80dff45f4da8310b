import StoryboardAnalysis
import StoryboardLoader
import StoryboardRuntime

/// `storyboard-tool lint`: every problem of every storyboard under the paths, as one bundle.
struct LintCommand: Command {
  static let configuration = CommandConfiguration(
    name: "lint",
    abstract: "Check every storyboard: identifiers, references across storyboards, "
      + "placeholders, segues, unreachable scenes; and every nib (.xib): its connections and "
      + "classes.",
    discussion: """
      Rules: \(rules(of: .error)) (errors); \(rules(of: .warning)) (warnings). Exits 1 when any \
      error is reported. (The library's lint() and validate(), which know the registered \
      classes, also report wrong-class-kind: a class that is not a kind of controller its \
      scene's element needs; and unhandled-action: an unwind or segue action no registered \
      class returns from unwindAction(named:) or segueAction(named:).)
      """)

  /// The rules of the storyboard checks with `severity`, as help lists them.
  private static func rules(of severity: Diagnostic.Severity) -> String {
    let rules: [Diagnostic.Rule] =
      severity == .error
      ? [
        .duplicateIdentifier, .danglingReference, .danglingPlaceholder, .referenceCycle,
        .relationshipCycle, .embedCycle, .missingDestination, .danglingEntryPoint,
        .duplicateObjectID, .unwindWithoutAction,
        .unreadableStoryboard,
      ]
      : [
        .ambiguousIdentifier, .duplicateSegueIdentifier, .deprecatedSegue, .unreachableScene,
        .unknownClass,
      ]
    return rules.map(\.rawValue).joined(separator: ", ")
  }

  struct Options: CommandOptions {
    let format = OptionKey.diagnosticFormat()
    let knownClasses = OptionKey.value(
      "--known-classes", "<file>",
      help: "A file with one class name per line (`Name` or `Module.Name`): custom classes "
        + "of scenes and segues not listed are reported.")
  }

  var knownClasses: Set<String>?
  var paths: [String]

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    knownClasses = try arguments[option.knownClasses].map(InputFiles.classNames(listedIn:))
    paths = try arguments.requiredOperands()
  }

  func run(_ console: Console) {
    let (bundle, loadErrors) = InputFiles.storyboards(paths)
    let (nibs, nibErrors) = InputFiles.nibs(paths)
    let diagnostics =
      (loadErrors + nibErrors).map(\.diagnostic) + bundle.lint(knownClasses: knownClasses)
      + nibs.flatMap { $0.lint(knownClasses: knownClasses) }
    console.output(console.diagnosticFormat.rendered(diagnostics), terminator: "")
    console.count(diagnostics)
  }
}
