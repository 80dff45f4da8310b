/// Something of a project that the package written from it cannot build as Xcode does: a
/// file, a target or a dependency, what is wrong and what to do. The package is still written
/// for what can build.
package struct ProjectDiagnostic: Sendable, Equatable {
  /// How serious it is.
  package enum Severity: Sendable, Equatable {
    /// Part of the project is left out or builds differently.
    case warning
    /// The package cannot build what the project asks for.
    case error
  }

  /// The file it is about (the project file, a source, a package's folder).
  package var path: String
  /// The line in that file, when there is one.
  package var line: Int?
  /// How serious it is.
  package var severity: Severity
  /// The rule's identifier, as the tool's diagnostics name it (`xcode-unsupported`).
  package var rule: String
  /// What is wrong, one sentence.
  package var message: String
  /// What to do.
  package var fix: String

  package init(
    path: String, line: Int? = nil, severity: Severity = .warning,
    rule: String = "xcode-unsupported",
    message: String, fix: String
  ) {
    self.path = path
    self.line = line
    self.severity = severity
    self.rule = rule
    self.message = message
    self.fix = fix
  }
}
