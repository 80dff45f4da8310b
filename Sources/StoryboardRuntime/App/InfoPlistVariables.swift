/// Xcode's expansion of build settings in an Info.plist's values: `$(NAME)` and `${NAME}`
/// become the setting's value, and a setting that is not defined becomes nothing. The
/// `:rfc1034identifier` and other modifiers after a name are dropped with it.
enum InfoPlistVariables {
  /// `text` with each `$(NAME)` and `${NAME}` replaced by `variables[NAME]` (or nothing).
  static func expand(_ text: String, with variables: [String: String]) -> String {
    guard text.contains("$") else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
        result.append("$")
        rest = rest[after...]
        continue
      }
      let close: Character = rest[after] == "(" ? ")" : "}"
      guard let end = rest[after...].firstIndex(of: close) else {
        result += rest[dollar...]
        return result
      }
      let inner = rest[rest.index(after: after)..<end]
      let name = inner.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
      result += variables[name] ?? ""
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
