/// How `storyboard-tool` exits.
enum ExitStatus: Int32, CaseIterable {
  /// The command did what it was asked and found nothing wrong.
  case success = 0
  /// The command found problems: an error diagnostic, a failing flow, a step that cannot run,
  /// an output that cannot be written.
  case findings = 1
  /// The arguments are wrong: an unknown command or option, a missing or wrong value.
  case usage = 2
  /// An input could not be read: a path that does not exist, a storyboard that is not
  /// well-formed, a flow, configuration or class list that cannot be read. It wins over
  /// ``findings``: the results are incomplete.
  case unreadableInput = 3

  /// What `--help` says of each status.
  static let help = """
    EXIT STATUS:
      0  success: nothing wrong was found.
      1  findings: an error was reported (lint, check-code, generate), a flow failed, a step
         could not run, or an output could not be written.
      2  usage: an unknown command or option, or a missing or wrong value.
      3  unreadable input: a path that does not exist, or a file that could not be read as
         what it should be (a storyboard, a flow file, a configuration, a class list). It
         wins over 1, since the results are incomplete; the other files are still checked.
    """
}

/// Why a command stopped. ``StoryboardTool/run(_:console:)`` prints it; the exit status is
/// then ``Console/exitStatus``, the one place that decides it.
enum ToolError: Error, Equatable {
  /// Wrong arguments (``ExitStatus/usage``); `command` says whose help to read, `notes` what
  /// may have been meant.
  case usage(String, command: String?, notes: [String] = [])
  /// An input that cannot be read (``ExitStatus/unreadableInput``): the file, what happened
  /// and what to do.
  case unreadableInput(path: String, problem: String, fix: String?)
  /// The command could not finish (``ExitStatus/findings``), with notes that help fix it.
  case failed(String, notes: [String] = [])
}
