import Foundation
import StoryboardAnalysis
import StoryboardLoader
import StoryboardRuntime

/// Where the tool writes: its output on standard output, errors and diagnostics on standard
/// error (each after the output printed before it); and the tally that decides the exit
/// status, ``exitStatus``.
final class Console {
  /// How many inputs were reported unreadable: any makes the status
  /// ``ExitStatus/unreadableInput``.
  private(set) var unreadableInputs = 0
  /// How many errors were found: error diagnostics, failed flows, steps that could not run.
  private(set) var findings = 0

  /// The status of the run, decided here only: unreadable input wins (the results are
  /// incomplete), then any finding; usage errors stop before anything runs.
  var exitStatus: ExitStatus {
    unreadableInputs > 0 ? .unreadableInput : findings > 0 ? .findings : .success
  }
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

  /// The `unreadable-input` diagnostic of a file other than a storyboard: no line or column, as
  /// for every input that cannot be read as a whole; its message is `problem. fix`.
  static func unreadable(path: String, problem: String, fix: String?) -> Diagnostic {
    let sentence = problem.hasSuffix(".") ? problem : problem + "."
    return Diagnostic(
      path: path, location: nil, severity: .error, rule: .unreadableInput,
      message: fix.map { "\(sentence) \($0)" } ?? sentence, fix: fix)
  }

  /// Writes the error of an input that cannot be read (`path: error: message`, or an
  /// `unreadable-input` diagnostic in another format), and remembers it for the exit status;
  /// the command goes on with the other inputs.
  func reportUnreadable(_ diagnostic: Diagnostic) {
    if diagnosticFormat == .text {
      count([diagnostic])
      error("\(diagnostic.path): error: \(diagnostic.message)")
    } else {
      report(diagnostic)
    }
  }

  /// Writes why the command could not finish, with its notes: `storyboard-tool: error: …`
  /// lines, or one `command-failed` diagnostic (the notes in its message) in another format.
  func reportFailure(_ message: String, notes: [String]) {
    if diagnosticFormat == .text {
      findings += 1
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
  /// whole by ``finish()``), and counts it (``count(_:)``).
  func report(_ diagnostic: Diagnostic) {
    count([diagnostic])
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

  /// Counts diagnostics written another way (as the command's output) for the exit status: an
  /// `unreadable-storyboard` or `unreadable-input` error is unreadable input, another error a
  /// finding.
  func count(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics where diagnostic.severity == .error {
      if diagnostic.rule == .unreadableStoryboard || diagnostic.rule == .unreadableInput {
        unreadableInputs += 1
      } else {
        findings += 1
      }
    }
  }

  /// Counts a failure that is not a diagnostic — a flow whose navigation differs, a step that
  /// cannot run — for the exit status.
  func countFailure() {
    findings += 1
  }
}
