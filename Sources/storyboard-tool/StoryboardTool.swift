import Foundation
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
    var status: Int32 = 0
    let bundle = StoryboardBundle()
    for path in paths {
      let folder = StoryboardLoader.loadFolder(atPath: path)
      folder.errors.forEach(report)
      if !folder.errors.isEmpty { status = 1 }
      folder.storyboards.forEach(bundle.add)
    }
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
      return 1
    }
    return status
  }

  /// The value of an option that takes one.
  static func value(after option: String, in remaining: inout ArraySlice<String>) -> String {
    guard let value = remaining.popFirst() else { fail("\(option) needs a value.") }
    return value
  }

  static func report(_ error: Error) {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("storyboard-tool: error: \(message)\n".utf8))
    exit(2)
  }
}
