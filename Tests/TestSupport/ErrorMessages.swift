import XCTest

/// The test every public error message passes: not empty, naming its subjects, with a
/// sentence that says what to do.
public enum ErrorMessages {
  /// Words a fix starts with.
  public static let fixVerbs = [
    "Add", "Remove", "Set", "Check", "Fix", "Give", "Register", "Pass", "Present", "Dismiss",
    "Pop", "Push", "Point", "Use", "Make", "Tap", "Override", "Flatten", "Connect", "Reconnect",
    "Rename", "Name", "Return", "Create", "Select", "Load", "Embed", "Launch", "Reach", "Let",
    "Ask", "Open", "Restore", "Re-save", "Run", "Resolve", "Bind",
    "add", "remove", "set", "make", "check", "fix", "present", "select", "return", "rename",
  ]

  /// Fails unless `message` is not empty, contains each of `subjects`, and has a fix: a
  /// sentence or clause that starts with one of ``fixVerbs``.
  public static func assertSaysWhatAndHowToFix(
    _ message: String, naming subjects: [String], _ what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertFalse(message.isEmpty, what, file: file, line: line)
    for subject in subjects {
      XCTAssertTrue(
        message.contains(subject), "\(what) does not name \(subject): \(message)", file: file,
        line: line)
    }
    let hasFix = fixVerbs.contains { verb in
      [". \(verb) ", ": \(verb) ", "; \(verb) ", "? \(verb) ", ", or \(verb.lowercased()) "]
        .contains { message.contains($0) }
    }
    XCTAssertTrue(hasFix, "\(what) has no fix: \(message)", file: file, line: line)
  }
}
