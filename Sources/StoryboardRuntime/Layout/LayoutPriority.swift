/// UIKit's `UILayoutPriority`, kept as data.
public struct LayoutPriority: Hashable, Sendable, RawRepresentable, Comparable {
  /// The priority, 1 to 1000.
  public var rawValue: Float
  /// A priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// A priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// 1000.
  public static let required = LayoutPriority(1000)
  /// 750.
  public static let defaultHigh = LayoutPriority(750)
  /// 250.
  public static let defaultLow = LayoutPriority(250)
  /// 50.
  public static let fittingSizeLevel = LayoutPriority(50)
  /// Ordered by value.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// A drag that may resize the window's scene (NSLayoutConstraint.h: 510).
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// The level at which the window's scene prefers to keep its size (NSLayoutConstraint.h: 500).
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// A drag that does not resize the window's scene (NSLayoutConstraint.h: 490).
  public static let dragThatCannotResizeScene = LayoutPriority(490)
}
