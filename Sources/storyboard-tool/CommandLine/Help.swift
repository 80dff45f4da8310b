/// The text of `--help`, made from the commands' configurations.
enum Help {
  /// How wide help lines are, at most.
  static let width = 92
  /// Where option descriptions start.
  private static let descriptionColumn = 26

  /// `storyboard-tool --help`: what the tool does and its commands; each command's options are
  /// in its own help.
  static func overview(of commands: [any Command.Type]) -> String {
    let configurations = commands.map { $0.configuration }
    var lines = [
      "OVERVIEW: Read Interface Builder storyboards without Xcode.", "",
      "USAGE: storyboard-tool <command> [options] <path> ...", "",
      "Each <path> is a .storyboard file or a folder, searched recursively for .storyboard files.",
      "", "COMMANDS:",
    ]
    for configuration in configurations {
      lines += entry(configuration.name, configuration.abstract, column: 14)
    }
    lines += ["", "See 'storyboard-tool <command> --help' for a command's options."]
    return (lines + ["", globalOptions, "", ExitStatus.help]).joined(separator: "\n")
  }

  /// `storyboard-tool <command> --help`.
  static func help(of command: any Command.Type) -> String {
    let configuration = command.configuration
    let lines =
      wrapped("OVERVIEW: " + configuration.abstract, indent: "", hanging: "") + [
        "",
        "USAGE: storyboard-tool \(configuration.name) [options] \(configuration.operands)", "",
        "OPTIONS FOR \(configuration.name):",
      ] + optionLines(command.declaredOptions, discussion: configuration.discussion)
    return (lines + ["", globalOptions, "", ExitStatus.help]).joined(separator: "\n")
  }

  private static let globalOptions = """
    GLOBAL OPTIONS:
      -h, --help              Show this help (after a command: that command's help).
      --version               Print the version.
    """

  /// A command's options, then its discussion, indented under its heading.
  private static func optionLines(_ options: [Option], discussion: String) -> [String] {
    var lines: [String] = []
    for option in options {
      let name = option.valueName.isEmpty ? option.name : "\(option.name) \(option.valueName)"
      let aliases =
        option.aliases.isEmpty ? "" : " (also \(option.aliases.joined(separator: ", ")))"
      let required = option.isRequired ? " (required)" : ""
      lines += entry(name, option.help + required + aliases, column: descriptionColumn)
    }
    for paragraph in discussion.split(separator: "\n") {
      lines += wrapped(String(paragraph), indent: "  ", hanging: "  ")
    }
    return lines
  }

  /// `name` at two spaces, `text` from `column` on (on the next line when `name` reaches it).
  private static func entry(_ name: String, _ text: String, column: Int) -> [String] {
    let margin = String(repeating: " ", count: column)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n") {
      // A line that starts with spaces is laid out already (a table); others are wrapped.
      if paragraph.hasPrefix(" ") {
        lines.append(margin + paragraph)
      } else {
        lines += wrapped(String(paragraph), indent: margin, hanging: margin)
      }
    }
    let head = "  " + name
    if head.count + 2 <= column, let first = lines.first {
      lines[0] = head + String(repeating: " ", count: column - head.count) + first.dropFirst(column)
      return lines
    }
    return [head] + lines
  }

  /// `text` in lines of at most ``width`` characters, broken between words.
  private static func wrapped(_ text: String, indent: String, hanging: String) -> [String] {
    var lines: [String] = []
    var line = indent
    var prefixOnly = true
    for word in text.split(separator: " ") {
      if !prefixOnly, line.count + 1 + word.count > width {
        lines.append(line)
        line = hanging
        prefixOnly = true
      }
      line += (prefixOnly ? "" : " ") + word
      prefixOnly = false
    }
    return lines + [line]
  }
}
