/// One command of `storyboard-tool`: its name and help, its options, how it reads its
/// arguments, and what it runs.
protocol Command: Sendable {
  /// The command's options, declared once as typed keys.
  associatedtype Options: CommandOptions

  /// The command's name and help.
  static var configuration: CommandConfiguration { get }

  /// Reads the parsed arguments into the command's settings, each option through its key
  /// (`arguments[option.output]`).
  /// - Throws: ``ToolError/usage(_:command:notes:)`` for a missing or wrong value,
  ///   ``ToolError/unreadableInput(path:message:)`` for a file an option names that cannot be
  ///   read.
  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError)

  /// Runs the command, printing through `console`, which keeps what decides the exit status:
  /// the error diagnostics it reported or counted, the unreadable inputs, the other failures
  /// (``Console/exitStatus``).
  /// - Throws: ``ToolError`` when the command cannot go on.
  func run(_ console: Console) throws(ToolError)
}

extension Command {
  /// The command's options, in the order help lists them.
  static var declaredOptions: [Option] { Options().declared }

  /// The command `arguments` ask for, with the console writing diagnostics in the format they
  /// name.
  /// - Throws: ``ToolError/usage(_:command:notes:)`` for arguments the command does not take.
  static func make(_ arguments: [String], console: Console) throws(ToolError) -> Self {
    let option = Options()
    let parsed = try ParsedArguments(
      arguments, options: option.declared, command: configuration.name)
    if let format = option.diagnosticFormat { console.diagnosticFormat = try parsed[format] }
    return try Self(parsed, option)
  }
}

/// What `--help` shows of a command besides its options.
struct CommandConfiguration {
  /// The name typed after `storyboard-tool`.
  var name: String
  /// One or two sentences: what the command does.
  var abstract: String
  /// The operands, as the usage line shows them (`<path> ...`).
  var operands = "<path> ..."
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

  /// Whether the command cannot run without it (help says so).
  var isRequired = false

  /// The option, also accepted as `aliases`.
  func withAliases(_ aliases: [String]) -> Option {
    var option = self
    option.aliases = aliases
    return option
  }

  /// What `--format` says for the commands that report diagnostics.
  static let diagnosticFormatHelp =
    "text (default): `path:line:column: warning|error: message [rule]`, as Xcode shows "
    + "them; json: one object per line with path, line, column, severity, rule, message, fix; "
    + "github: GitHub Actions annotations (`::error file=…,line=…,col=…,title=rule::message`); "
    + "sarif: one SARIF 2.1.0 log, for code scanning."
}
