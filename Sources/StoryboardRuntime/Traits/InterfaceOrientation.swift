/// An interface orientation (UIKit's `UIInterfaceOrientation`).
public enum InterfaceOrientation: Int, Sendable, Equatable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4

  /// Whether the orientation is a portrait one, upside down or not.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is a landscape one.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
