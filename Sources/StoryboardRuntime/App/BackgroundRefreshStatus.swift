/// UIKit's `UIBackgroundRefreshStatus`: whether the app may refresh in the background.
public enum BackgroundRefreshStatus: Int, Sendable {
  /// Background refresh is restricted on the device.
  case restricted = 0
  /// The user turned background refresh off.
  case denied = 1
  /// Background refresh is available.
  case available = 2
}
