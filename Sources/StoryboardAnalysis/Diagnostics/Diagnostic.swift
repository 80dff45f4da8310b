import StoryboardRuntime

/// One problem, in compiler style: what the loader, `lint()`, `validate()`, code generation and
/// `storyboard-tool check-code` report. Its description is the form Xcode and clang print;
/// `storyboard-tool --format` also writes JSON lines, GitHub annotations and SARIF.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Sendable, Equatable {
    /// The app would fail at run time (UIKit raises an exception or finds nothing).
    case error
    /// Legal, but probably a mistake.
    case warning
  }

  /// The storyboard's file (its name, for one built in code).
  public var path: String
  /// Where in the file, when known.
  public var location: SourcePosition?
  /// How serious it is.
  public var severity: Severity
  /// The rule broken.
  public var rule: Rule
  /// What is wrong and how to fix it: the sentence Xcode shows.
  public var message: String
  /// How to fix it, on its own (the end of ``message``), or `nil` when the fix is said only
  /// inside the message (a runtime error's own words).
  public var fix: String?

  /// Creates a diagnostic.
  /// - Parameters:
  ///   - path: The file, as the user gave it.
  ///   - location: The line and column in it, when there is one.
  ///   - severity: Whether it is an error or a warning.
  ///   - rule: The rule that found it.
  ///   - message: What is wrong and how to fix it, as one sentence.
  ///   - fix: The part of `message` that says how to fix it.
  public init(
    path: String, location: SourcePosition?, severity: Severity, rule: Rule, message: String,
    fix: String? = nil
  ) {
    self.path = path
    self.location = location
    self.severity = severity
    self.rule = rule
    self.message = message
    self.fix = fix
  }

  /// Creates a diagnostic whose message is `problem`, then `fix` after a semicolon.
  public init(
    path: String, location: SourcePosition?, severity: Severity, rule: Rule, problem: String,
    fix: String?
  ) {
    self.init(
      path: path, location: location, severity: severity, rule: rule,
      message: fix.map { "\(problem); \($0)" } ?? problem, fix: fix)
  }

  /// `path:line:column: warning|error: message [rule-id]`, as Xcode and clang print them.
  public var description: String {
    Self.compilerStyle(path: path, location: location, severity: severity, message: message)
      + " [\(rule.rawValue)]"
  }

  /// `path:line:column: severity: message`: the form Xcode and clang print, line and column 1
  /// when the place is unknown. The one place that writes it, for diagnostics and for the
  /// loader's errors.
  public static func compilerStyle(
    path: String, location: SourcePosition?, severity: Severity, message: String
  ) -> String {
    SourcePosition.compilerStyle(
      path: path, location: location, severity: severity.rawValue, message: message)
  }
}
