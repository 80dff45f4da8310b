/// One token of a Swift or Objective-C source file, with where it starts.
package struct SourceToken: Equatable {
  /// What a token is.
  package enum Kind: Equatable {
    /// A name: `performSegue`, `withIdentifier`, `identifier`.
    case identifier(String)
    /// A string literal: its value, or `nil` when it interpolates (`"show\(name)"`), which
    /// makes it dynamic.
    case string(String?)
    /// Anything else, one character at a time, except `==` and `!=`.
    case punctuation(String)
  }

  /// What it is.
  package var kind: Kind
  /// 1-based line.
  package var line: Int
  /// 1-based column, in bytes (as clang counts).
  package var column: Int
  /// The byte range the token spans in the file's UTF-8 text.
  package var bytes: Range<Int> = 0..<0
  /// Whether a string literal is closed (`false`: the line or the file ends inside it).
  package var isClosed = true

  /// The name, for an identifier.
  package var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// Whether it is the punctuation `text`.
  package func isPunctuation(_ text: String) -> Bool { kind == .punctuation(text) }
}

extension SourceToken.Kind {
  /// Whether it is a string literal.
  package var isString: Bool {
    if case .string = self { return true }
    return false
  }
}
