import Foundation

/// Where the tool writes: its output on standard output, errors on standard error (each after
/// the output printed before it), and a count of the inputs that could not be read.
final class Console {
  /// How many inputs were reported unreadable: any makes the status
  /// ``ExitStatus/unreadableInput``.
  private(set) var unreadableInputs = 0

  /// Writes `text` on standard output.
  func output(_ text: String, terminator: String = "\n") {
    print(text, terminator: terminator)
  }

  /// Writes `line` on standard error, after what was printed on standard output before it.
  func error(_ line: String) {
    fflush(nil)
    FileHandle.standardError.write(Data("\(line)\n".utf8))
  }

  /// Writes the error of an input that cannot be read, and remembers it for the exit status;
  /// the command goes on with the other inputs.
  func reportUnreadable(_ message: String) {
    unreadableInputs += 1
    error(message)
  }

  /// Remembers `count` inputs that could not be read and were reported another way (as
  /// diagnostics in the command's format).
  func countUnreadable(_ count: Int) {
    unreadableInputs += count
  }
}
