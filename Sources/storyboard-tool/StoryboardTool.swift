import Foundation
import StoryboardCodegen
import StoryboardLoader
import Storyboards

/// `storyboard-tool`: argument handling, file I/O and exit codes over the library modules.
@main
enum StoryboardTool {
  static let usage = """
    OVERVIEW: Read Interface Builder storyboards without Xcode.

    USAGE: storyboard-tool <command> [options] <path> ...

    Each <path> is a .storyboard file or a folder, searched recursively for .storyboard files.

    COMMANDS:
      dump        Print what each storyboard contains: scenes, controllers, segues.
      simulate    Launch a storyboard in a simulated window, play steps, print the hierarchy.
      generate    Write typed accessors for every scene, in Swift or Objective-C.

    OPTIONS FOR dump:
      --json      Print one JSON object per storyboard, one per line (the format of
                  corpus/DUMP-FORMAT.md) instead of the readable listing.

    OPTIONS FOR simulate:
      --storyboard <name>   The storyboard whose initial controller is launched (default Main).
      --placeholders        Replace placeholder controllers (storyboardName /
                            storyboardIdentifier runtime attributes) by the real ones.
      --step <action>       A step to play, repeatable, in order:
                              perform:<identifier>  perform a segue from the visible controller
                              tap:<segue id>        tap the control of the segue with that XML id
                              tap-tab:<index>       tap a tab bar item
                              pop                   pop the visible navigation stack
                              dismiss               dismiss the topmost presented controller
                              unwind:<action>       tap the control of an unwind segue
      --regular             Use a regular-width window (an iPad) instead of a compact one.
      --events              Also print the event log of the launch and of each step.
      The hierarchy is printed after the launch and after each step: one line per controller,
      two spaces of indent per level, `ClassName (StoryboardName)`, presented controllers
      after their presenter's subtree, one level deeper, prefixed `presented: `.

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
      --module <name>         The app's own module: its classes are not module-qualified.
      --import <module>       An extra import of the Swift output, repeatable.
      --objc-prefix <prefix>  The @objc prefix of Swift classes (e.g. FIN): Objective-C uses
                              FINName for a Swift class Name; Swift drops it from FINName.
      --objc-headers <dir>    A folder searched for .h files: a class with a header is
                              Objective-C, the others Swift.
      --known-classes <file>  A file with one class name per line: the app's Swift classes.
                              A storyboard class that is neither there nor has a header is
                              reported as unknown.
      Errors (duplicate identifiers, dangling references) exit 1; warnings do not.

    GLOBAL OPTIONS:
      -h, --help  Show this help.

    EXIT STATUS:
      0 success; 1 a file could not be read (its error is on standard error); 2 bad usage.
    """

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h")
      || arguments.first == "help"
    {
      print(usage)
      exit(arguments.isEmpty ? 2 : 0)
    }
    let command = arguments.removeFirst()
    switch command {
    case "dump":
      exit(dump(arguments))
    case "simulate":
      exit(simulate(arguments))
    case "generate":
      exit(generate(arguments))
    default:
      fail("unknown command '\(command)'. Run 'storyboard-tool --help' for the commands.")
    }
  }

  /// `dump [--json] PATH...`.
  static func dump(_ arguments: [String]) -> Int32 {
    var json = false
    var paths: [String] = []
    for argument in arguments {
      switch argument {
      case "--json": json = true
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for dump. Run 'storyboard-tool --help'.")
      default: paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      fail("dump needs at least one path. Run 'storyboard-tool --help'.")
    }
    var status: Int32 = 0
    for path in paths {
      let files: [String]
      do {
        files = try StoryboardLoader.storyboardFiles(atPath: path)
      } catch {
        report(error)
        status = 1
        continue
      }
      for file in files {
        do {
          let storyboard = try StoryboardLoader.loadStoryboard(atPath: file)
          print(json ? storyboard.dumpRecord(file: file) : storyboard.readableListing(file: file))
        } catch {
          report(error)
          status = 1
        }
      }
    }
    return status
  }

  /// `simulate PATH... [--storyboard NAME] [--placeholders] [--step ACTION]... [--events]`.
  static func simulate(_ arguments: [String]) -> Int32 {
    var storyboardName = "Main"
    var placeholders = false
    var printsEvents = false
    var sizeClass = UserInterfaceSizeClass.compact
    var steps: [SimulationStep] = []
    var paths: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--storyboard": storyboardName = value(after: argument, in: &remaining)
      case "--placeholders": placeholders = true
      case "--events": printsEvents = true
      case "--regular": sizeClass = .regular
      case "--step":
        let text = value(after: argument, in: &remaining)
        do { steps.append(try SimulationStep(parsing: text)) } catch { fail("\(error)") }
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for simulate. Run 'storyboard-tool --help'.")
      default: paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      fail("simulate needs at least one path. Run 'storyboard-tool --help'.")
    }
    let (bundle, status) = loadBundle(paths)
    if placeholders { bundle.installPlaceholderSubstitution() }
    let recorder = EventRecorder()
    func show(_ title: String, with window: Window) {
      print("== \(title)")
      print(window.hierarchyDescription)
      if printsEvents { recorder.descriptions.forEach { print("  event: \($0)") } }
      recorder.removeAll()
    }
    do {
      let simulator = try recorder.record {
        try StoryboardSimulator(
          bundle: bundle, storyboard: storyboardName, horizontalSizeClass: sizeClass)
      }
      show("launch", with: simulator.window)
      for step in steps {
        try recorder.record { try simulator.run(step) }
        show(step.description, with: simulator.window)
      }
    } catch {
      FileHandle.standardError.write(Data("storyboard-tool: error: \(error)\n".utf8))
      if case StoryboardError.storyboardNotFound(let name, _)? = error as? StoryboardError,
        name == storyboardName
      {
        let loaded = bundle.storyboardNames.joined(separator: ", ")
        FileHandle.standardError.write(
          Data(
            "storyboard-tool: note: the storyboards loaded are: \(loaded). Use --storyboard.\n".utf8
          ))
      }
      return 1
    }
    return status
  }

  /// `generate --language swift|objc [--output DIR] [options] PATH...`.
  static func generate(_ arguments: [String]) -> Int32 {
    var language: CodegenLanguage?
    var output: String?
    var options = CodegenOptions()
    var paths: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--language":
        let value = value(after: argument, in: &remaining)
        guard let parsed = CodegenLanguage(rawValue: value) else {
          fail("--language takes swift or objc, not '\(value)'.")
        }
        language = parsed
      case "--output": output = value(after: argument, in: &remaining)
      case "--runtime":
        let value = value(after: argument, in: &remaining)
        guard let runtime = CodegenOptions.Runtime(rawValue: value) else {
          fail("--runtime takes uikit or storyboards, not '\(value)'.")
        }
        options.runtime = runtime
      case "--access":
        let value = value(after: argument, in: &remaining)
        guard ["public", "internal"].contains(value) else {
          fail("--access takes public or internal, not '\(value)'.")
        }
        options.accessLevel = value
      case "--enum-name": options.enumName = value(after: argument, in: &remaining)
      case "--module": options.omittedModule = value(after: argument, in: &remaining)
      case "--import": options.extraImports.append(value(after: argument, in: &remaining))
      case "--objc-prefix": options.objcPrefix = value(after: argument, in: &remaining)
      case "--objc-headers":
        options.objcClasses = headerNames(in: value(after: argument, in: &remaining))
      case "--known-classes":
        let file = value(after: argument, in: &remaining)
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
          fail("cannot read the known classes file '\(file)'.")
        }
        options.knownClasses = Set(text.split(whereSeparator: \.isNewline).map(String.init))
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for generate. Run 'storyboard-tool --help'.")
      default: paths.append(argument)
      }
    }
    guard let language else { fail("generate needs --language swift or --language objc.") }
    guard !paths.isEmpty else {
      fail("generate needs at least one path. Run 'storyboard-tool --help'.")
    }
    if language == .objc, output == nil {
      fail("--language objc needs --output, for the .h and .m files.")
    }
    var (bundle, status) = loadBundle(paths)
    let result = StoryboardCodegen.generate(bundle, language: language, options: options)
    for diagnostic in result.diagnostics { report(diagnostic) }
    if result.diagnostics.contains(where: { $0.severity == .error }) { status = 1 }
    guard let output else {
      result.files.forEach { print($0.contents, terminator: "") }
      return status
    }
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      for file in result.files {
        let path = output + "/" + file.name
        let data = Data(file.contents.utf8)
        if FileManager.default.contents(atPath: path) != data {
          try data.write(to: URL(fileURLWithPath: path))
        }
      }
    } catch {
      FileHandle.standardError.write(
        Data("storyboard-tool: error: cannot write to '\(output)': \(error)\n".utf8))
      return 1
    }
    return status
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

  /// The names of the `.h` files under `folder`, without extension.
  static func headerNames(in folder: String) -> Set<String> {
    guard let walker = FileManager.default.enumerator(atPath: folder) else {
      fail("cannot read the headers folder '\(folder)'.")
    }
    var names: Set<String> = []
    while let path = walker.nextObject() as? String {
      if path.hasSuffix(".h") { names.insert(StoryboardLoader.storyboardName(ofFile: path)) }
    }
    return names
  }

  /// The value of an option that takes one.
  static func value(after option: String, in remaining: inout ArraySlice<String>) -> String {
    guard let value = remaining.popFirst() else { fail("\(option) needs a value.") }
    return value
  }

  static func report(_ diagnostic: GenerationDiagnostic) {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }

  static func report(_ error: Error) {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("storyboard-tool: error: \(message)\n".utf8))
    exit(2)
  }
}
