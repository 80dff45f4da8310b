/// UIKit's `UIRectEdge`: edges of a rectangle, with UIKit's raw values.
public struct RectEdge: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The edges of `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
