extension Event {
  /// The mouse or trackpad buttons an event involves (UIKit's `UIEvent.ButtonMask`, with its
  /// raw values, UIEvent.h).
  public struct ButtonMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A mask from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The primary button.
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button.
    public static let secondary = ButtonMask(rawValue: 1 << 1)
    /// The mask of button number `buttonNumber` (1 is the primary).
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      ButtonMask(rawValue: 1 << max(buttonNumber - 1, 0))
    }
  }

  /// The buttons pressed: the primary one, as a simulated touch is a tap.
  public var buttonMask: ButtonMask { .primary }
}
