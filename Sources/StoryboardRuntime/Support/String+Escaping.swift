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

  /// `self` for XML and HTML, in character data or a quoted attribute value: markup characters
  /// as entities, tabs and line breaks as character references (so that an attribute keeps
  /// them), characters XML forbids left out. The one place storyboard edits, the navigation
  /// map and JUnit reports escape text.
  package var xmlEscaped: String {
    escaped(
      [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;",
        "\t": "&#9;", "\r": "&#13;",
      ],
      dropping: { $0.value < 0x20 || $0 == "\u{FFFE}" || $0 == "\u{FFFF}" })
  }

  /// `self` with each scalar that `replacements` has replaced by its replacement, and the other
  /// scalars `isDropped` accepts left out: the loop behind the Swift and XML escapings above
  /// (JSON, written byte by byte, has its own in `JSONWriter`).
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
