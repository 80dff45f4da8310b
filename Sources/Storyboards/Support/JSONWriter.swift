/// Writes compact JSON with `", "` and `": "` separators; non-ASCII characters are escaped.
/// Shared by the package's JSON outputs: `dump --json`, lint diagnostics, graphs.
package final class JSONWriter {
  package private(set) var text = ""

  package init() {}
  private var needsComma = false

  package func object(_ body: () -> Void) {
    separate()
    text += "{"
    needsComma = false
    body()
    text += "}"
    needsComma = true
  }

  package func array<Element>(_ elements: [Element], _ body: (Element) -> Void) {
    separate()
    text += "["
    needsComma = false
    for element in elements { body(element) }
    text += "]"
    needsComma = true
  }

  package func key(_ key: String) {
    separate()
    text += Self.quoted(key) + ": "
    needsComma = false
  }

  package func field(_ key: String, _ value: String?) {
    self.key(key)
    value.map { string($0) } ?? null()
  }

  package func field(_ key: String, _ value: Int) {
    self.key(key)
    separate()
    text += String(value)
    needsComma = true
  }

  package func field(_ key: String, _ value: Bool) {
    self.key(key)
    separate()
    text += value ? "true" : "false"
    needsComma = true
  }

  package func string(_ value: String) {
    separate()
    text += Self.quoted(value)
    needsComma = true
  }

  package func null() {
    separate()
    text += "null"
    needsComma = true
  }

  private func separate() {
    if needsComma { text += ", " }
    needsComma = false
  }

  package static func quoted(_ string: String) -> String {
    var result = "\""
    for unit in string.utf16 {
      switch unit {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0x08: result += "\\b"
      case 0x0C: result += "\\f"
      case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result + "\""
  }
}
