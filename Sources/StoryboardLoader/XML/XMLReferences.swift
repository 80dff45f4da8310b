/// Character and entity references (§4.1), and attribute-value normalization (§3.3.3).
///
/// A document without a DTD declares no entity, so only the five predefined ones (`&lt;`,
/// `&gt;`, `&amp;`, `&apos;`, `&quot;`) and character references (`&#60;`, `&#x3C;`) are
/// well-formed.
enum XMLReferences {
  /// The result of reading a reference that starts at an `&`.
  enum Reference {
    /// The character it stands for and the number of bytes it took.
    case character(UInt32, length: Int)
    /// The bytes end before the reference does.
    case incomplete
    /// Not a well-formed reference: why, and the offset (from the `&`) of the fault.
    case invalid(String, offset: Int)
  }

  /// The longest entity reference looked at before it is refused: longer than any predefined
  /// name, so the look-ahead is bounded.
  private static let longestName = 32

  /// Reads the reference at `bytes[index]` (an `&`).
  static func read(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> Reference {
    var cursor = index + 1
    guard cursor < end else { return .incomplete }
    if bytes[cursor] == UInt8(ascii: "#") {
      return readCharacter(bytes, at: index, end: end)
    }
    while cursor < end, bytes[cursor] != UInt8(ascii: ";") {
      // A byte that cannot be in a name (white space, markup, a quote) ends the look-ahead.
      let byte = bytes[cursor]
      guard cursor - index <= longestName,
        byte >= 0x80 || XMLCharacters.table[Int(byte)] & XMLCharacters.name != 0
      else {
        return .invalid("an '&' that starts no reference (write '&amp;' for '&')", offset: 0)
      }
      cursor += 1
    }
    guard cursor < end else { return .incomplete }
    let name = Array(UnsafeBufferPointer(start: bytes + index + 1, count: cursor - index - 1))
    let length = cursor - index + 1
    switch name {
    case Array("lt".utf8): return .character(0x3C, length: length)
    case Array("gt".utf8): return .character(0x3E, length: length)
    case Array("amp".utf8): return .character(0x26, length: length)
    case Array("apos".utf8): return .character(0x27, length: length)
    case Array("quot".utf8): return .character(0x22, length: length)
    case []: return .invalid("an '&' that starts no reference (write '&amp;' for '&')", offset: 0)
    default:
      let text = String(decoding: name, as: UTF8.self)
      return .invalid(
        "the entity '&\(text);' is not declared (only &lt; &gt; &amp; &apos; &quot; are)",
        offset: 0)
    }
  }

  /// `&#digits;` or `&#xhex;`, which must name a character XML allows.
  private static func readCharacter(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int)
    -> Reference
  {
    var cursor = index + 2
    guard cursor < end else { return .incomplete }
    let isHex = bytes[cursor] == UInt8(ascii: "x")
    if isHex { cursor += 1 }
    let firstDigit = cursor
    var value: UInt32 = 0
    while cursor < end {
      let byte = bytes[cursor]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex:
        digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex:
        digit = UInt32(byte - UInt8(ascii: "A") + 10)
      case UInt8(ascii: ";") where cursor > firstDigit:
        guard XMLCharacters.isCharacter(value) else {
          return .invalid("a character reference to a character XML does not allow", offset: 0)
        }
        return .character(value, length: cursor - index + 1)
      default:
        return .invalid("a malformed character reference", offset: cursor - index)
      }
      value = min(value * (isHex ? 16 : 10) + digit, 0x11_0000)
      cursor += 1
    }
    return .incomplete
  }

  /// The value of an attribute whose bytes (already checked) hold references or white space:
  /// references replaced, each tab, line feed and carriage return (a CR LF pair counting as
  /// one) replaced by a space.
  static func normalizedValue(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> String
  {
    var result: [UInt8] = []
    result.reserveCapacity(end - start)
    var index = start
    while index < end {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "&"):
        if case .character(let scalar, let length) = read(bytes, at: index, end: end) {
          XMLCharacters.appendUTF8(scalar, to: &result)
          index += length
          continue
        }
        result.append(byte)
      case 0x0D:
        result.append(0x20)
        if index + 1 < end, bytes[index + 1] == 0x0A { index += 1 }
      case 0x09, 0x0A: result.append(0x20)
      default: result.append(byte)
      }
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }
}
