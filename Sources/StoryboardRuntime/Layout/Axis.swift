/// UIKit's `UIAxis`: horizontal, vertical, both or neither, with UIKit's raw values
/// (UIGeometry.h).
public struct Axis: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Axes from their raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Neither axis.
  public static let neither: Axis = []
  /// The horizontal axis.
  public static let horizontal = Axis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = Axis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: Axis = [.horizontal, .vertical]
}
