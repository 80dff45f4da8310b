/// The character classes of XML 1.0 (Fifth Edition) over UTF-8 bytes.
///
/// ASCII, nearly all of a storyboard, is classified by table; other characters are decoded and
/// checked against the productions `Char` (§2.2), `NameStartChar` and `NameChar` (§2.3).
enum XMLCharacters {
  /// What an ASCII byte is, as bit flags.
  static let nameStart: UInt8 = 1
  static let name: UInt8 = 2
  static let space: UInt8 = 4
  /// Stops a run of character data: `<`, `&`, `]`, a control character, a non-ASCII byte.
  static let textStop: UInt8 = 8
  /// Stops a run of an attribute value: `<`, `&`, `"`, `'`, a control character, `\t`, `\n`,
  /// `\r`.
  static let valueStop: UInt8 = 16
  /// Not a character XML allows (C0 controls other than tab, line feed, carriage return).
  static let forbidden: UInt8 = 32

  /// The flags of each byte; every byte of 0x80 and above stops text and values (it is decoded).
  /// Allocated once, initialized before first use and never written again (so sharing it
  /// across threads is safe), never freed: the reader's loops index it without bounds checks.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    table.initialize(from: flags, count: 256)
    return UnsafePointer(table)
  }()

  private static let flags: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
    let byte = UInt8(value)
    var flags: UInt8 = 0
    switch byte {
    case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A: flags |= nameStart | name
    case 0x30...0x39, 0x2D, 0x2E: flags |= name
    case 0x20: flags |= space
    case 0x09, 0x0A, 0x0D: flags |= space | valueStop
    default: break
    }
    if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
      flags |= forbidden | textStop | valueStop
    }
    if byte >= 0x80 { flags |= textStop | valueStop }
    switch byte {
    case UInt8(ascii: "<"), UInt8(ascii: "&"): flags |= textStop | valueStop
    case UInt8(ascii: "]"): flags |= textStop
    case UInt8(ascii: "\""), UInt8(ascii: "'"): flags |= valueStop
    default: break
    }
    return flags
  }

  /// `Char`: the characters a document may contain.
  static func isCharacter(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// `NameStartChar` for characters outside ASCII.
  static func isNameStart(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
      0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
      0x10000...0xEFFFF:
      return true
    default: return false
    }
  }

  /// `NameChar` for characters outside ASCII.
  static func isName(_ scalar: UInt32) -> Bool {
    isNameStart(scalar) || scalar == 0xB7 || (0x300...0x36F).contains(scalar)
      || (0x203F...0x2040).contains(scalar)
  }

  /// The result of decoding one UTF-8 sequence.
  enum Decoded {
    /// A scalar and the number of bytes it took.
    case scalar(UInt32, length: Int)
    /// The bytes end inside the sequence.
    case incomplete
    /// The bytes are not UTF-8.
    case invalid
  }

  /// Decodes the sequence starting at `bytes[index]` (a byte of 0x80 or above), refusing
  /// overlong forms, surrogates and values beyond U+10FFFF.
  @inline(__always)
  static func decode(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> Decoded {
    let lead = bytes[index]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    var scalar: UInt32
    switch lead {
    case 0xC2...0xDF: (length, scalar) = (2, UInt32(lead & 0x1F))
    case 0xE0: (length, scalar, lower) = (3, 0, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: (length, scalar) = (3, UInt32(lead & 0x0F))
    case 0xED: (length, scalar, upper) = (3, 0x0D, 0x9F)
    case 0xF0: (length, scalar, lower) = (4, 0, 0x90)
    case 0xF1...0xF3: (length, scalar) = (4, UInt32(lead & 0x07))
    case 0xF4: (length, scalar, upper) = (4, 4, 0x8F)
    default: return .invalid
    }
    for offset in 1..<length {
      guard index + offset < end else { return .incomplete }
      let byte = bytes[index + offset]
      let (low, high) = offset == 1 ? (lower, upper) : (0x80, 0xBF)
      guard byte >= low, byte <= high else { return .invalid }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    return .scalar(scalar, length: length)
  }

  /// Appends the UTF-8 encoding of `scalar` to `bytes`.
  static func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
    // Each byte is computed as a `UInt32` first: mixed operators over literals in one
    // expression take the type checker a fifth of a second.
    func byte(_ value: UInt32) -> UInt8 { UInt8(value) }
    let continuation: UInt32 = 0x80
    let sixBits: UInt32 = 0x3F
    switch scalar {
    case 0..<0x80: bytes.append(byte(scalar))
    case 0x80..<0x800:
      bytes.append(byte(0xC0 | (scalar >> 6)))
      bytes.append(byte(continuation | (scalar & sixBits)))
    case 0x800..<0x10000:
      bytes.append(byte(0xE0 | (scalar >> 12)))
      bytes.append(byte(continuation | ((scalar >> 6) & sixBits)))
      bytes.append(byte(continuation | (scalar & sixBits)))
    default:
      bytes.append(byte(0xF0 | (scalar >> 18)))
      bytes.append(byte(continuation | ((scalar >> 12) & sixBits)))
      bytes.append(byte(continuation | ((scalar >> 6) & sixBits)))
      bytes.append(byte(continuation | (scalar & sixBits)))
    }
  }
}
