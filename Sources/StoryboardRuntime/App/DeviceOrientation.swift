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
}
