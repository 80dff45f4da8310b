extension String {
  /// `self` as a double-quoted string literal of Swift or Objective-C (the same escapes in
  /// both): quotes and backslashes escaped, line breaks and tabs as `\n`, `\r`, `\t`, so that
  /// the literal stays on one line. The one place generated code and printouts quote text.
  package var quotedLiteral: String {
    var result = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
