import Foundation

/// `storyboard-tool`: argument handling, file I/O and exit codes over the library modules.
@main
enum StoryboardTool {
  /// The version `--version` prints: the next release's, marked as a development build until
  /// it is released (see CHANGELOG.md).
  static let version = "0.1.0-dev"

  /// Every command, in the order help lists them.
  static let commands: [any Command.Type] = [
    DumpCommand.self, LintCommand.self, GraphCommand.self, SimulateCommand.self,
    GenerateCommand.self, TestCommand.self, CheckCodeCommand.self, SplitCommand.self,
    PackageCommand.self,
  ]

  static func main() {
    exit(run(Array(CommandLine.arguments.dropFirst()), console: Console()).rawValue)
  }

  /// Runs the command `arguments` name: the one place that prints why a command stopped; the
  /// status is the console's tally (``Console/exitStatus``), or usage for wrong arguments.
  static func run(_ arguments: [String], console: Console) -> ExitStatus {
    defer { console.finish() }
    do {
      try dispatch(arguments, console: console)
      return console.exitStatus
    } catch {
      switch error {
      case .usage(let message, let command, let notes):
        let help = command.map { "storyboard-tool \($0) --help" } ?? "storyboard-tool --help"
        console.error("storyboard-tool: error: \(message) Run '\(help)'.")
        notes.forEach { console.error("  note: \($0)") }
        return .usage
      case .unreadableInput(let path, let problem, let fix):
        console.reportUnreadable(Console.unreadable(path: path, problem: problem, fix: fix))
      case .failed(let message, let notes):
        console.reportFailure(message, notes: notes)
      }
      return console.exitStatus
    }
  }

  /// Finds the command, reads its arguments and runs it; prints help and the version.
  private static func dispatch(_ arguments: [String], console: Console) throws(ToolError) {
    guard let name = arguments.first else {
      let names = commands.map { $0.configuration.name }
      throw .usage(
        "a command is needed: \(names.dropLast().joined(separator: ", ")) or \(names.last!).",
        command: nil)
    }
    if name == "--version" {
      console.output("storyboard-tool \(version)")
      return
    }
    let asksForHelp = arguments.contains("--help") || arguments.contains("-h")
    if name == "help" || name.hasPrefix("-") {
      if let command = commands.first(where: {
        $0.configuration.name == arguments.dropFirst().first
      }) {
        console.output(Help.help(of: command))
        return
      }
      guard asksForHelp || name == "help" else {
        throw .usage("unknown option '\(name)'; a command comes first.", command: nil)
      }
      if let other = arguments.dropFirst().first, !other.hasPrefix("-") {
        throw .usage("unknown command '\(other)'.", command: nil)
      }
      console.output(Help.overview(of: commands))
      return
    }
    guard let command = commands.first(where: { $0.configuration.name == name }) else {
      throw .usage("unknown command '\(name)'.", command: nil)
    }
    if asksForHelp {
      console.output(Help.help(of: command))
      return
    }
    try command.make(Array(arguments.dropFirst()), console: console).run(console)
  }
}
