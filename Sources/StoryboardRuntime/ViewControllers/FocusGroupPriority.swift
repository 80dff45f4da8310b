/// UIKit's `UIFocusGroupPriority`: which item of a focus group is focused first.
public struct FocusGroupPriority: RawRepresentable, Hashable, Sendable {
  /// The priority.
  public let rawValue: Int
  /// A priority.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// A priority.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Not a candidate.
  public static let ignored = FocusGroupPriority(0)
  /// The item focused last in the group.
  public static let previouslyFocused = FocusGroupPriority(1000)
  /// An item the app prefers.
  public static let prioritized = FocusGroupPriority(2000)
  /// The item focused now.
  public static let currentlyFocused = FocusGroupPriority(.max)
}
