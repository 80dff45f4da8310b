#if !canImport(UIKit)
  import StoryboardRuntime
#endif

/// Where a failure is reported: the test's call of a `verify` method.
public struct FailureLocation: Sendable {
  /// The file's ID (`Module/File.swift`).
  public let fileID: String
  /// The file's path.
  public let filePath: StaticString
  /// The 1-based line.
  public let line: UInt
  /// The 1-based column.
  public let column: UInt

  /// A location.
  public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  #if !canImport(UIKit)
    /// The call site the test frameworks are given.
    var callSite: CallSite {
      CallSite(fileID: fileID, file: filePath, line: line, column: column)
    }
  #endif
}
