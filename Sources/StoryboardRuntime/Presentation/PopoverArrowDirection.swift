/// UIKit's `UIPopoverArrowDirection`: the sides a popover's arrow may point from.
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
  /// The mask.
  public let rawValue: UInt

  /// The directions of `rawValue`'s bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The arrow points up: the popover is below its source.
  public static let up = PopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down: the popover is above its source.
  public static let down = PopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left: the popover is to the right of its source.
  public static let left = PopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right: the popover is to the left of its source.
  public static let right = PopoverArrowDirection(rawValue: 1 << 3)
  /// Any of the four.
  public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known: a popover not presented.
  public static let unknown = PopoverArrowDirection(rawValue: .max)
}
