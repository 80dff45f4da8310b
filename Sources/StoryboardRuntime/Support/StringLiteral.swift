extension String {
  /// `self` as a double-quoted string literal of Swift or Objective-C (the same escapes in
  /// both): quotes and backslashes escaped, line breaks and tabs as `\n`, `\r`, `\t`, so that
  /// the literal stays on one line. The one place generated code and printouts quote text.
  package var quotedLiteral: String {
    "\""
      + escaped([
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
      ]) + "\""
  }

  /// `self` with each scalar that `replacements` has replaced by its replacement, and the other
  /// scalars `isDropped` accepts left out: the one loop behind every escaping of text.
  package func escaped(
    _ replacements: [Unicode.Scalar: String],
    dropping isDropped: (Unicode.Scalar) -> Bool = {
      _ in false
    }
  ) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if let replacement = replacements[scalar] {
        result += replacement
      } else if !isDropped(scalar) {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
