import Storyboards

/// A problem found while generating, in compiler style.
public struct GenerationDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Sendable, Equatable {
    /// Generation fails.
    case error
    /// Generation goes on.
    case warning
  }

  /// The storyboard file (or name, for one built in code).
  public var path: String
  /// Where in the file.
  public var location: SourceLocation?
  /// How serious it is.
  public var severity: Severity
  /// What is wrong and what to do.
  public var message: String

  /// `path:line:column: error|warning: message`.
  public var description: String {
    "\(path):\(location?.line ?? 1):\(location?.column ?? 1): \(severity.rawValue): \(message)"
  }
}
