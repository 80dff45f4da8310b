import Foundation
import StoryboardLoader
import Storyboards

/// Where the tool writes: its output on standard output, errors and diagnostics on standard
/// error (each after the output printed before it), and a count of the inputs that could not
/// be read.
final class Console {
  /// How many inputs were reported unreadable: any makes the status
  /// ``ExitStatus/unreadableInput``.
  private(set) var unreadableInputs = 0
  /// How ``report(_:)`` writes diagnostics (`--diagnostic-format`, or `--format` of the
  /// commands whose output they are).
  var diagnosticFormat = DiagnosticFormat.text
  /// The diagnostics of a format written as one document, kept for ``finish()``.
  private var pendingDiagnostics: [Diagnostic] = []

  /// Writes `text` on standard output.
  func output(_ text: String, terminator: String = "\n") {
    print(text, terminator: terminator)
  }

  /// Writes `line` on standard error, after what was printed on standard output before it.
  func error(_ line: String) {
    fflush(nil)
    FileHandle.standardError.write(Data("\(line)\n".utf8))
  }

  /// Writes the error of an input that cannot be read (`path: error: message`, or an
  /// `unreadable-input` diagnostic in another format), and remembers it for the exit status;
  /// the command goes on with the other inputs.
  func reportUnreadable(path: String, message: String) {
    let diagnostic = Diagnostic(
      path: path, location: nil, severity: .error, rule: .unreadableInput, message: message,
      fix: nil)
    if diagnosticFormat == .text {
      unreadableInputs += 1
      error("\(path): error: \(message)")
    } else {
      report(diagnostic)
    }
  }

  /// Writes why the command could not finish, with its notes: `storyboard-tool: error: …`
  /// lines, or one `command-failed` diagnostic (the notes in its message) in another format.
  func reportFailure(_ message: String, notes: [String]) {
    if diagnosticFormat == .text {
      error("storyboard-tool: error: \(message)")
      notes.forEach { error("storyboard-tool: note: \($0)") }
    } else {
      report(
        Diagnostic(
          path: "", location: nil, severity: .error, rule: .commandFailed,
          message: ([message] + notes.map { "Note: \($0)" }).joined(separator: " "), fix: nil))
    }
  }

  /// Writes `diagnostic` on standard error in ``diagnosticFormat`` (a SARIF log is written
  /// whole by ``finish()``); an `unreadable-storyboard` or `unreadable-input` error counts as
  /// unreadable input.
  func report(_ diagnostic: Diagnostic) {
    if diagnostic.rule == .unreadableStoryboard || diagnostic.rule == .unreadableInput,
      diagnostic.severity == .error
    {
      unreadableInputs += 1
    }
    if diagnosticFormat == .sarif {
      pendingDiagnostics.append(diagnostic)
    } else {
      error(String(diagnosticFormat.rendered([diagnostic]).dropLast()))
    }
  }

  /// Writes the error of a storyboard that cannot be read, as a diagnostic.
  func reportUnreadable(_ error: StoryboardLoadError) {
    report(error.diagnostic)
  }

  /// Writes what ``report(_:)`` kept: the SARIF log of the run's diagnostics, when that is the
  /// format and there are any.
  func finish() {
    guard !pendingDiagnostics.isEmpty else { return }
    error(String(diagnosticFormat.rendered(pendingDiagnostics).dropLast()))
    pendingDiagnostics = []
  }

  /// Remembers `count` inputs that could not be read and were reported another way (as
  /// diagnostics in the command's format).
  func countUnreadable(_ count: Int) {
    unreadableInputs += count
  }
}
