/// Where something is in a storyboard file: 1-based line and column.
public struct SourcePosition: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// `path:line:column: severity: message`: the form Xcode and clang print, line and column 1
  /// when the place is unknown. The one place that writes it, for diagnostics and for the
  /// loader's errors.
  package static func compilerStyle(
    path: String, location: SourcePosition?, severity: String, message: String
  ) -> String {
    "\(path):\(location?.line ?? 1):\(location?.column ?? 1): \(severity): \(message)"
  }
}
