/// One command of `storyboard-tool`: its name, help and options, how it reads its arguments,
/// and what it runs.
protocol Command: Sendable {
  /// The command's name, help and options.
  static var configuration: CommandConfiguration { get }

  /// Reads the parsed arguments into the command's settings.
  /// - Throws: ``ToolError/usage(_:command:)`` for a missing or wrong value,
  ///   ``ToolError/unreadableInput(_:)`` for a file an option names that cannot be read.
  init(_ arguments: ParsedArguments) throws(ToolError)

  /// Runs the command, printing through `console`, which keeps what decides the exit status:
  /// the error diagnostics it reported or counted, the unreadable inputs, the other failures
  /// (``Console/exitStatus``).
  /// - Throws: ``ToolError`` when the command cannot go on.
  func run(_ console: Console) throws(ToolError)
}

/// What `--help` shows of a command, and the options its arguments are read against.
struct CommandConfiguration {
  /// The name typed after `storyboard-tool`.
  var name: String
  /// One or two sentences: what the command does.
  var abstract: String
  /// The operands, as the usage line shows them (`<path> ...`).
  var operands = "<path> ..."
  /// The options, in the order help lists them.
  var options: [Option] = []
  /// What follows the options in help: rules, formats, the command's exit statuses.
  var discussion = ""
}

/// One option of a command.
struct Option {
  /// How many values an option takes.
  enum Arity {
    /// No value: `--json`.
    case flag
    /// One value; given twice, the last wins: `--format json`.
    case value
    /// One value each time, kept in order: `--step pop --step dismiss`.
    case repeatable
  }

  /// The option as typed: `--format`.
  var name: String
  /// Other spellings the command accepts for it, read as ``name``: `--diagnostic-format` for
  /// the `--format` of the commands whose output is diagnostics.
  var aliases: [String] = []
  var arity: Arity
  /// What help shows after the name: `text|json`, `<file>`.
  var valueName = ""
  /// What the option does.
  var help: String
  /// Whether the option names the ``DiagnosticFormat`` the command's ``Console`` writes in
  /// (read for every command by ``StoryboardTool``).
  var isDiagnosticFormat = false

  /// A flag.
  static func flag(_ name: String, help: String) -> Option {
    Option(name: name, arity: .flag, help: help)
  }

  /// An option that takes one value.
  static func value(_ name: String, _ valueName: String, help: String) -> Option {
    Option(name: name, arity: .value, valueName: valueName, help: help)
  }

  /// An option that can be repeated.
  static func repeatable(_ name: String, _ valueName: String, help: String) -> Option {
    Option(name: name, arity: .repeatable, valueName: valueName, help: help)
  }

  /// The option with another help text, for a command that uses it differently.
  func describing(_ help: String) -> Option {
    var option = self
    option.help = help
    return option
  }

  /// `--diagnostic-format`: how the commands whose output is not diagnostics write those they
  /// meet (files that cannot be read, segues that lead nowhere) on standard error.
  static let diagnosticFormatOfErrors = Option(
    name: "--diagnostic-format", arity: .value,
    valueName: DiagnosticFormat.allCases.map(\.rawValue).joined(separator: "|"),
    help: "How the problems met on the way (files that cannot be read…) are written on "
      + "standard error, as lint's --format writes them (default text).",
    isDiagnosticFormat: true)

  /// The `--format` option of the commands that report `Diagnostic`s (also spelled
  /// `--diagnostic-format`, as the other commands spell it).
  static let diagnosticFormat = Option(
    name: "--format", aliases: ["--diagnostic-format"], arity: .value,
    valueName: DiagnosticFormat.allCases.map(\.rawValue).joined(separator: "|"),
    help: "text (default): `path:line:column: warning|error: message [rule]`, as Xcode shows "
      + "them; json: one object per line with path, line, column, severity, rule, message, fix; "
      + "github: GitHub Actions annotations (`::error file=…,line=…,col=…,title=rule::message`); "
      + "sarif: one SARIF 2.1.0 log, for code scanning.",
    isDiagnosticFormat: true)
}
