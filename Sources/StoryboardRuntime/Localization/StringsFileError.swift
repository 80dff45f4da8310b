/// A localized strings file (`.strings`, `.stringsdict`, `.xcstrings`) that cannot be read:
/// where, and what to change.
public struct StringsFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// The line of the mistake, from 1; 0 when the file could not be read at all.
  public var line: Int
  /// The column of the mistake, from 1; 0 when the file could not be read at all.
  public var column: Int
  /// What is wrong.
  public var reason: Reason

  /// What is wrong with a strings file.
  public enum Reason: Sendable, Equatable {
    /// The file does not exist or cannot be read.
    case unreadable
    /// The bytes are neither UTF-8 nor UTF-16 with a byte-order mark.
    case notText
    /// Something else stands where a key or a value must (`what`).
    case expected(String, found: String)
    /// An entry does not end with `;`.
    case missingSemicolon(key: String)
    /// A quoted string has no closing `"`.
    case unterminatedString
    /// A `/*` comment has no closing `*/`.
    case unterminatedComment
    /// A `\` escape that means nothing.
    case badEscape(String)
    /// A `.stringsdict` or `.xcstrings` file whose structure is not the documented one: what
    /// is wrong, and the fix.
    case badStructure(String, fix: String)
  }

  /// Creates an error.
  public init(path: String, line: Int, column: Int, reason: Reason) {
    self.path = path
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `file:line:column: error: what. The fix.`
  public var description: String {
    let place = line > 0 ? "\(path):\(line):\(column)" : path
    return "\(place): error: \(problem). \(fix)"
  }

  /// What is wrong.
  public var problem: String { explanation.problem }

  /// How to fix it.
  public var fix: String { explanation.fix }

  private var explanation: (problem: String, fix: String) {
    switch reason {
    case .unreadable: return ("the strings file cannot be read", "Check that it exists.")
    case .notText:
      return (
        "the strings file is neither UTF-8 nor UTF-16 with a byte-order mark", "Save it as UTF-8."
      )
    case .expected(let what, let found):
      return ("expected \(what), found \(found)", "Write each entry as \"key\" = \"value\";")
    case .missingSemicolon(let key):
      return ("the entry \"\(key)\" does not end with ';'", "Add ';' after its value.")
    case .unterminatedString:
      return ("this quoted string has no closing '\"'", "Add one where the string ends.")
    case .unterminatedComment:
      return ("this comment has no closing '*/'", "Add one where the comment ends.")
    case .badEscape(let detail): return ("bad escape: \(detail)", "Write \\\\ for a backslash.")
    case .badStructure(let detail, let fix): return (detail, fix)
    }
  }
}
