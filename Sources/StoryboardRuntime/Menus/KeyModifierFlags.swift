/// The modifier keys of a keyboard shortcut (UIKit's `UIKeyModifierFlags`), with UIKit's raw
/// values.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// A set of modifier keys.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps Lock.
  public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = KeyModifierFlags(rawValue: 1 << 17)
  /// Control.
  public static let control = KeyModifierFlags(rawValue: 1 << 18)
  /// Option.
  public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
  /// Command.
  public static let command = KeyModifierFlags(rawValue: 1 << 20)
  /// A key of the numeric keypad.
  public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}
