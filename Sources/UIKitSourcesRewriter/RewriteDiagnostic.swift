/// A construct the rewrite cannot translate, at its place in the original file.
package struct RewriteDiagnostic: Equatable, CustomStringConvertible {
  /// The original file's path.
  package var file: String
  /// 1-based line.
  package var line: Int
  /// 1-based column.
  package var column: Int
  /// What cannot be translated, and what to write instead.
  package var message: String

  /// `file:line:column: error: message`, as compilers print errors.
  package var description: String { "\(file):\(line):\(column): error: \(message)" }
}
