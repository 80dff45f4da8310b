/// A small deterministic generator (SplitMix64), so failures reproduce.
public struct SplitMix {
  /// The generator's state; two generators with the same state give the same numbers.
  public var state: UInt64

  /// A generator starting at `state`.
  public init(state: UInt64) { self.state = state }

  /// A number in `0..<bound`.
  public mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  /// `bytes` after 1 to `edits` random edits: a deletion of up to `longestDeletion` bytes, an
  /// insertion of one of `tokens`, a byte replaced, or a truncation.
  public mutating func mutant(
    of bytes: [UInt8], edits: Int, longestDeletion: Int, inserting tokens: [[UInt8]]
  ) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<(1 + next(edits)) {
      guard !bytes.isEmpty else { break }
      let position = next(bytes.count)
      switch next(4) {
      case 0:
        bytes.removeSubrange(position..<min(bytes.count, position + next(longestDeletion) + 1))
      case 1: bytes.insert(contentsOf: tokens[next(tokens.count)], at: position)
      case 2: bytes[position] = UInt8(next(256))
      default: bytes = Array(bytes[..<max(1, position)])
      }
    }
    return bytes
  }
}
