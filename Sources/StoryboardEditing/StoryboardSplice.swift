import StoryboardLoader
import StoryboardRuntime

/// One edit of a file's bytes: `range` replaced by `replacement` (an insertion when the range is
/// empty, a removal when the replacement is). Every byte outside the ranges stays as it was.
public struct StoryboardSplice: Sendable, Equatable {
  /// The bytes replaced.
  public var range: Range<Int>
  /// What replaces them.
  public var replacement: String

  /// A splice of `range` by `replacement`.
  public init(_ range: Range<Int>, _ replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// `bytes` with `splices` applied. Splices must not overlap; insertions at one offset keep
  /// their order.
  public static func apply(_ splices: [StoryboardSplice], to bytes: [UInt8]) -> [UInt8] {
    let ordered = splices.enumerated().sorted {
      ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
        < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
    }.map(\.element)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    for splice in ordered {
      precondition(splice.range.lowerBound >= position, "overlapping splices")
      result += bytes[position..<splice.range.lowerBound]
      result += Array(splice.replacement.utf8)
      position = splice.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}

/// Object IDs in Interface Builder's shape, `XXX-XX-XXX`, derived from a key so that the same
/// edit gives the same IDs, and never one already taken.
public struct InterfaceBuilderIDs: Sendable {
  private var taken: Set<String>

  /// A generator that avoids `taken`.
  public init(avoiding taken: Set<String>) { self.taken = taken }

  private static let alphabet = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

  /// A new ID for `key` (for example the new storyboard's name, a target and a role).
  public mutating func make(_ key: String) -> String {
    var attempt = 0
    while true {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in (attempt == 0 ? key : "\(key)#\(attempt)").utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      var characters: [UInt8] = []
      for _ in 0..<8 {
        characters.append(Self.alphabet[Int(hash % 62)])
        hash /= 62
      }
      let text = String(decoding: characters, as: UTF8.self)
      let id = "\(text.prefix(3))-\(text.dropFirst(3).prefix(2))-\(text.suffix(3))"
      if taken.insert(id).inserted { return id }
      attempt += 1
    }
  }
}
