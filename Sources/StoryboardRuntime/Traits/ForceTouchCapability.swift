/// Whether the device supports 3D Touch (UIKit's `UIForceTouchCapability`).
public enum ForceTouchCapability: Int, Sendable, Equatable {
  /// Not known.
  case unknown = 0
  /// No 3D Touch: what the simulated devices report.
  case unavailable = 1
  /// 3D Touch.
  case available = 2
}
