import StoryboardRuntime

/// Writes compact JSON with `", "` and `": "` separators; non-ASCII characters are escaped.
/// Shared by the package's JSON outputs: `dump --json`, lint diagnostics, graphs.
package final class JSONWriter {
  /// The UTF-8 written and not yet handed to the sink (ASCII only: everything else is escaped).
  private var bytes: [UInt8] = []
  private var needsComma = false
  /// Where the bytes go as they accumulate, if anywhere; `nil` keeps them for ``text``.
  private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

  /// A writer that keeps what it writes, for ``text``.
  package init() { sink = nil }

  /// A writer that hands its bytes to `sink` every 64 KiB and at ``flush()``, so that a large
  /// document is never held whole.
  package init(streamingTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.sink = sink
    bytes.reserveCapacity(Self.chunk)
  }

  private static let chunk = 1 << 16

  /// The JSON written so far (a writer without a sink).
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Hands what is left to the sink.
  package func flush() {
    guard let sink, !bytes.isEmpty else { return }
    bytes.withUnsafeBufferPointer(sink)
    bytes.removeAll(keepingCapacity: true)
  }

  private func flushIfFull() {
    if sink != nil, bytes.count >= Self.chunk { flush() }
  }

  package func object(_ body: () -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body()
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
    flushIfFull()
  }

  package func array<Element>(_ elements: [Element], _ body: (Element) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    for element in elements { body(element) }
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  package func key(_ key: String) {
    separate()
    Self.appendQuoted(key, to: &bytes)
    append(": ")
    needsComma = false
  }

  package func field(_ key: String, _ value: String?) {
    self.key(key)
    value.map { string($0) } ?? null()
  }

  package func field(_ key: String, _ value: Int?) {
    self.key(key)
    guard let value else { return null() }
    separate()
    append(String(value))
    needsComma = true
  }

  package func field(_ key: String, _ value: Bool) {
    self.key(key)
    separate()
    append(value ? "true" : "false")
    needsComma = true
  }

  package func string(_ value: String) {
    separate()
    Self.appendQuoted(value, to: &bytes)
    needsComma = true
  }

  package func null() {
    separate()
    append("null")
    needsComma = true
  }

  private func separate() {
    if needsComma { append(", ") }
    needsComma = false
  }

  private func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// `string` as a JSON string literal.
  package static func quoted(_ string: String) -> String {
    var bytes: [UInt8] = []
    appendQuoted(string, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `string` as a JSON string literal: printable ASCII as it is, the rest escaped
  /// (`\uXXXX` per UTF-16 unit beyond ASCII).
  private static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var string = string
    let isPlain = string.withUTF8 { utf8 in
      utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    }
    if isPlain {
      string.withUTF8 { bytes.append(contentsOf: $0) }
    } else {
      for unit in string.utf16 { appendEscaped(unit, to: &bytes) }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func appendEscaped(_ unit: UInt16, to bytes: inout [UInt8]) {
    let escape: String
    switch unit {
    case 0x22: escape = "\\\""
    case 0x5C: escape = "\\\\"
    case 0x0A: escape = "\\n"
    case 0x0D: escape = "\\r"
    case 0x09: escape = "\\t"
    case 0x08: escape = "\\b"
    case 0x0C: escape = "\\f"
    case 0x20..<0x7F:
      bytes.append(UInt8(unit))
      return
    default:
      let hex = String(unit, radix: 16)
      escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    bytes.append(contentsOf: escape.utf8)
  }
}
