import Foundation

/// Finds the first byte of a file that is not valid UTF-8, reading it in chunks.
///
/// `XMLParser` on Linux traps on element or attribute names that are not valid UTF-8, so the
/// loader checks before parsing: a damaged file is an error, never a crash.
enum UTF8Validation {
  /// The 1-based line and column of the first invalid byte, or `nil` when the file is valid
  /// (or cannot be read; opening it reports that).
  static func firstInvalidPosition(inFile path: String) -> (line: Int, column: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    var validator = Validator()
    while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      let invalid = chunk.withUnsafeBytes { validator.feed($0) }
      if invalid { return (validator.line, validator.column) }
    }
    return validator.isInsideSequence ? (validator.line, validator.column) : nil
  }

  /// A UTF-8 validator that carries its state across chunks.
  private struct Validator {
    var line = 1
    var column = 1
    private var remaining = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    var isInsideSequence: Bool { remaining > 0 }

    /// Feeds `bytes`; returns `true` at the first invalid byte, with `line`/`column` on it.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) -> Bool {
      for byte in bytes {
        if remaining > 0 {
          guard byte >= lower, byte <= upper else { return true }
          (lower, upper) = (0x80, 0xBF)
          remaining -= 1
          if remaining == 0 { column += 1 }
          continue
        }
        switch byte {
        case 0x0A:
          line += 1
          column = 1
        case 0x00...0x7F:
          column += 1
        case 0xC2...0xDF:
          remaining = 1
        case 0xE0:
          (remaining, lower) = (2, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF:
          remaining = 2
        case 0xED:
          (remaining, upper) = (2, 0x9F)
        case 0xF0:
          (remaining, lower) = (3, 0x90)
        case 0xF1...0xF3:
          remaining = 3
        case 0xF4:
          (remaining, upper) = (3, 0x8F)
        default:
          return true
        }
      }
      return false
    }
  }
}
