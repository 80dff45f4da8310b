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
