/// UIKit's `UIScrollTypeMask`: the kinds of scroll events a pan recognizer takes, with
/// UIKit's raw values (UIPanGestureRecognizer.h).
public struct ScrollTypeMask: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// A mask from its raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Discrete scrolls (a mouse wheel).
  public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
  /// Continuous scrolls (a trackpad).
  public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
  /// Both.
  public static let all: ScrollTypeMask = [.discrete, .continuous]
}
