/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`).
public struct InterfaceOrientationMask: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// A mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Portrait.
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape, home button on the right.
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape, home button on the left.
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  /// Portrait, upside down.
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscapes.
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: InterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  /// Every orientation but upside down.
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
