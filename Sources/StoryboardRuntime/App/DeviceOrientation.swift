/// UIKit's `UIDeviceOrientation`: how the device is held.
public enum DeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, the home side to the right.
  case landscapeLeft = 3
  /// On its side, the home side to the left.
  case landscapeRight = 4
  /// Lying face up.
  case faceUp = 5
  /// Lying face down.
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the interface can take this orientation: portrait or landscape.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
