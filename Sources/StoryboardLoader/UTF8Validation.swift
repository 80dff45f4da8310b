import Foundation

/// Finds the first byte of a file that is not valid UTF-8, reading it in chunks.
///
/// `XMLParser` on Linux traps on element or attribute names that are not valid UTF-8, so the
/// loader checks before parsing: a damaged file is an error, never a crash. ASCII, most of a
/// storyboard, is checked eight bytes at a time; the line and column are worked out only when
/// a bad byte is found.
enum UTF8Validation {
  /// The 1-based line and column of the first invalid byte, or `nil` when the file is valid
  /// (or cannot be read; opening it reports that).
  static func firstInvalidPosition(inFile path: String) -> (line: Int, column: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    var validator = Validator()
    var consumed = 0
    while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      if let offset = chunk.withUnsafeBytes({ validator.feed($0) }) {
        return position(ofOffset: consumed + offset, inFile: path)
      }
      consumed += chunk.count
    }
    return validator.isInsideSequence
      ? position(ofOffset: consumed + validator.start, inFile: path) : nil
  }

  /// The line and column of byte `offset`, counting characters as bytes.
  private static func position(ofOffset offset: Int, inFile path: String) -> (
    line: Int, column: Int
  ) {
    guard let handle = FileHandle(forReadingAtPath: path),
      let prefix = try? handle.read(upToCount: offset)
    else { return (1, 1) }
    try? handle.close()
    let lastNewline = prefix.lastIndex(of: 0x0A)
    let line = prefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = offset - (lastNewline.map { $0 - prefix.startIndex + 1 } ?? 0) + 1
    return (line, column)
  }

  /// A UTF-8 validator that carries its state across chunks.
  private struct Validator {
    private var remaining = 0
    /// Where the multi-byte sequence being checked started, relative to the current chunk
    /// (negative when it started in an earlier one).
    private var sequenceStart = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    var isInsideSequence: Bool { remaining > 0 }
    /// The start of the unfinished sequence, relative to the end of the bytes fed so far.
    var start: Int { sequenceStart }

    /// Feeds `bytes`; returns the offset (relative to them) of the first invalid sequence, or
    /// `nil`.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) -> Int? {
      var index = 0
      let count = bytes.count
      while index < count {
        if remaining == 0, index + 8 <= count,
          bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
          continue
        }
        let byte = bytes[index]
        if remaining > 0 {
          guard byte >= lower, byte <= upper else { return sequenceStart }
          (lower, upper) = (0x80, 0xBF)
          remaining -= 1
        } else {
          sequenceStart = index
          switch byte {
          case 0x00...0x7F: break
          case 0xC2...0xDF: remaining = 1
          case 0xE0: (remaining, lower) = (2, 0xA0)
          case 0xE1...0xEC, 0xEE...0xEF: remaining = 2
          case 0xED: (remaining, upper) = (2, 0x9F)
          case 0xF0: (remaining, lower) = (3, 0x90)
          case 0xF1...0xF3: remaining = 3
          case 0xF4: (remaining, upper) = (3, 0x8F)
          default: return index
          }
        }
        index += 1
      }
      sequenceStart -= count
      return nil
    }
  }
}
