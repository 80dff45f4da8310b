/// UIKit's `NSDirectionalRectEdge`: edges of a rectangle, leading and trailing following the
/// layout direction, with UIKit's raw values.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The edges of `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
