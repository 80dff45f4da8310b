import Foundation
import StoryboardCodegen
import StoryboardLoader
import Storyboards

/// `storyboard-tool`: argument handling, file I/O and exit codes over the library modules.
@main
enum StoryboardTool {
  /// The version `--version` prints: the next release's, marked as a development build until
  /// it is released (see CHANGELOG.md).
  static let version = "0.1.0-dev"

  static let usage = """
    OVERVIEW: Read Interface Builder storyboards without Xcode.

    USAGE: storyboard-tool <command> [options] <path> ...

    Each <path> is a .storyboard file or a folder, searched recursively for .storyboard files.

    COMMANDS:
      dump        Print what each storyboard contains: scenes, controllers, segues.
      lint        Check every storyboard: identifiers, references across storyboards,
                  placeholders, segues, unreachable scenes.
      graph       Draw the navigation of all the storyboards as one graph.
      simulate    Launch a storyboard in a simulated window, play steps, print the hierarchy.
      generate    Write typed accessors for every scene, in Swift or Objective-C.
      test        Run scripted navigation flows (JSON) and compare each step's navigation
                  with its expectation.
      check-code  Check the segue identifiers, Storyboard IDs and storyboard names that
                  Swift and Objective-C code passes to UIKit against the storyboards.

    OPTIONS FOR dump:
      --json      Print one JSON object per storyboard, one per line (the format of
                  corpus/DUMP-FORMAT.md) instead of the readable listing.

    OPTIONS FOR lint:
      --format text|json|github|sarif
                            text (default): `path:line:column: warning|error: message [rule]`,
                            as Xcode shows them; json: one object per line with path, line,
                            column, severity, rule, message; github: GitHub Actions
                            annotations (`::error file=…,line=…,col=…,title=rule::message`);
                            sarif: one SARIF 2.1.0 log, for code scanning.
      --known-classes <file>
                            A file with one class name per line (`Name` or `Module.Name`):
                            custom classes of scenes and segues not listed are reported.
      Rules: duplicate-identifier, dangling-reference, dangling-placeholder, reference-cycle,
      relationship-cycle, embed-cycle, missing-destination, unwind-without-action,
      unreadable-storyboard (errors);
      ambiguous-identifier, duplicate-segue-identifier, deprecated-segue, unreachable-scene,
      unknown-class (warnings). Exits 1 when any error is reported. (The library's lint()
      and validate(), which know the registered classes, also report wrong-class-kind: a
      class that is not a kind of controller its scene's element needs; and unhandled-action:
      an unwind or segue action no registered class returns from unwindAction(named:) or
      segueAction(named:).)

    OPTIONS FOR graph:
      --format dot|mermaid|json
                            Graphviz (default; `dot -Tsvg`), a Mermaid flowchart, or one JSON
                            object with nodes and edges. Storyboard references and
                            placeholders are resolved into edges between the real scenes.

    OPTIONS FOR simulate:
      --storyboard <name>   The storyboard whose initial controller is launched (default Main).
      --placeholders        Replace placeholder controllers (storyboardName /
                            storyboardIdentifier runtime attributes) by the real ones.
      --step <action>       A step to play, repeatable, in order:
                              perform:<identifier>  perform a segue (as code would)
                              tap:<segue id>        tap the control of the segue with that XML id
                              tap-tab:<index>       tap a tab bar item (More is the last)
                              tap-more:<row>        tap a row of the More list (More first)
                              pop                   tap Back
                              dismiss               dismiss the topmost presented controller
                              unwind:<action>       tap the control of an unwind segue
                            Steps act on any controller the user can reach: both split
                            columns, the selected tab, nested stacks, embedded children. When
                            several could, the visible one or its container wins, else the
                            error lists them: add @<class, storyboard ID or scene ID>
                            (perform:showHelp@ListViewController, pop@DetailNav).
      --regular             Use a regular-width window (an iPad) instead of a compact one.
      --events              Also print the event log of the launch and of each step.
      The hierarchy is printed after the launch and after each step: one line per controller,
      two spaces of indent per level, `ClassName (StoryboardName)`, the selected tab prefixed
      `selected: ` (`selected: More` when the More list shows), presented controllers after
      their presenter's subtree, one level deeper, prefixed `presented: `.

    OPTIONS FOR generate:
      --language swift|objc   The language of the accessors (required).
      --output <dir>          Where to write them; Swift goes to standard output without it.
                              A file is rewritten only when its content changes.
      --runtime uikit|storyboards
                              What the Swift calls: UIKit (default) or this package's runtime.
      --access public|internal
                              The access level of the Swift accessors (default internal).
      --enum-name <name>      The top-level Swift enum / Objective-C class (default
                              StoryboardScene).
      --config <file>         A JSON file of Swift options, as the build-tool plugin reads
                              storyboard-codegen.json: {"runtime", "accessLevel",
                              "enumName", "module", "imports"}; options after it win.
      --module <name>         The app's own module: its classes are not module-qualified.
      --import <module>       An extra import of the Swift output, repeatable.
      --objc-prefix <prefix>  The @objc prefix of Swift classes (e.g. FIN): Objective-C uses
                              FINName for a Swift class Name; Swift drops it from FINName.
      --objc-headers <dir>    A folder searched for .h files: a class with a header is
                              Objective-C, the others Swift.
      --known-classes <file>  A file with one class name per line: the app's Swift classes.
                              A storyboard class that is neither there nor has a header is
                              reported as unknown.
      --format text|json|github|sarif
                            How problems are printed on standard error, as for lint.
      Errors (duplicate identifiers, dangling references) exit 1; warnings do not.

    OPTIONS FOR test:
      <flow.json> ...         Flow files: {"storyboards": <folder, relative to the file>,
                              "flows": [{"name", "launch", "placeholders", "sizeClass",
                              "steps": [{"do": <step as for simulate --step>,
                              "expect": [<lines of the navigation snapshot>]}]}]}.
                              The format: Schemas/navigation-flow.schema.json.
      --record                Write each step's navigation into the file as its expectation
                              (exits 0 unless a step could not run).
      --junit <file>          Also write the results as JUnit XML.
      Prints PASS or FAIL per flow, with the step and a line diff; exits 1 on any failure.

    OPTIONS FOR check-code:
      --sources <path>      A Swift or Objective-C file, or a folder searched for .swift,
                            .m, .mm and .h files; repeatable, at least one.
      --unused              Also warn about storyboard segue identifiers no code names.
      --format text|json|github|sarif
                            As for lint.
      The string arguments of performSegue(withIdentifier:sender:),
      shouldPerformSegue(withIdentifier:sender:), segue.identifier == "…", `case "…"` of a
      switch over a segue's identifier, instantiateViewController(withIdentifier:) and
      (identifier:creator:), UIStoryboard(name:bundle:), Storyboard(name:bundle:), and
      Objective-C's performSegueWithIdentifier:, instantiateViewControllerWithIdentifier:,
      storyboardWithName: and [segue.identifier isEqualToString:] are checked; names computed
      at run time are counted and skipped. Rules: unknown-segue-identifier,
      unknown-storyboard-identifier, unknown-storyboard (errors, with the closest name as the
      fix); unused-segue-identifier (warnings). Exits 1 when any error is reported.

    GLOBAL OPTIONS:
      -h, --help  Show this help (after a command: that command's help).
      --version   Print the version.

    EXIT STATUS:
      0 success; 1 a file could not be read (its error is on standard error); 2 bad usage.
    """

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments == ["--version"] {
      print("storyboard-tool \(version)")
      exit(0)
    }
    let asksForHelp = arguments.contains("--help") || arguments.contains("-h")
    if asksForHelp, let command = arguments.first, let help = help(for: command) {
      print(help)
      exit(0)
    }
    if arguments.isEmpty || asksForHelp || arguments.first == "help" {
      print(usage)
      exit(arguments.isEmpty ? 2 : 0)
    }
    let command = arguments.removeFirst()
    switch command {
    case "dump":
      exit(dump(arguments))
    case "lint":
      exit(lint(arguments))
    case "graph":
      exit(graph(arguments))
    case "simulate":
      exit(simulate(arguments))
    case "generate":
      exit(generate(arguments))
    case "test":
      exit(test(arguments))
    case "check-code":
      exit(checkCode(arguments))
    default:
      fail("unknown command '\(command)'. Run 'storyboard-tool --help' for the commands.")
    }
  }

  /// One bundle of every storyboard under `paths`; files that cannot be read are reported and
  /// make the status 1.
  static func loadBundle(_ paths: [String]) -> (StoryboardBundle, Int32) {
    var status: Int32 = 0
    let bundle = StoryboardBundle()
    for path in paths {
      let folder = StoryboardLoader.loadFolder(atPath: path)
      folder.errors.forEach(report)
      if !folder.errors.isEmpty { status = 1 }
      folder.storyboards.forEach(bundle.add)
    }
    return (bundle, status)
  }

  /// The class names in `file`, one per line.
  static func knownClasses(listedIn file: String) -> Set<String> {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
      fail("cannot read the known classes file '\(file)'.")
    }
    return Set(
      text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty })
  }

  /// The value of an option that takes one.
  static func value(after option: String, in remaining: inout ArraySlice<String>) -> String {
    guard let value = remaining.popFirst() else { fail("\(option) needs a value.") }
    return value
  }

  static func report(_ error: Error) {
    report("\(error)")
  }

  /// Writes `message` as a line on standard error, after what was printed before it.
  static func report(_ message: String) {
    fflush(nil)
    FileHandle.standardError.write(Data("\(message)\n".utf8))
  }

  static func fail(_ message: String) -> Never {
    report("storyboard-tool: error: \(message)")
    exit(2)
  }

  /// The help of one command: its line of the command list, its options, and the global
  /// sections — what `storyboard-tool <command> --help` prints.
  static func help(for command: String) -> String? {
    let lines = usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let summary = lines.firstIndex(where: { $0.hasPrefix("  \(command) ") }) else {
      return nil
    }
    var summaryLines = [lines[summary]]
    for line in lines[(summary + 1)...] {
      guard line.hasPrefix("              ") else { break }
      summaryLines.append(line)
    }
    func section(_ title: String) -> [String] {
      guard let start = lines.firstIndex(of: title) else { return [] }
      let end = lines[(start + 1)...].firstIndex(where: { !$0.isEmpty && !$0.hasPrefix(" ") })
      return Array(lines[start..<(end ?? lines.endIndex)])
    }
    let operands = command == "test" ? "<flows.json> ..." : "<path> ..."
    return
      (["USAGE: storyboard-tool \(command) [options] \(operands)", ""]
      + summaryLines.map { String($0.dropFirst(2)) } + [""] + section("OPTIONS FOR \(command):")
      + section("GLOBAL OPTIONS:") + section("EXIT STATUS:")).joined(separator: "\n")
  }
}
