import Foundation

extension Device {
  /// Posted when the device's orientation changes, while orientation notifications are
  /// generated.
  public static let orientationDidChangeNotification = NSNotification.Name(
    "UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery's state changes (never, here).
  public static let batteryStateDidChangeNotification = NSNotification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  /// Posted when the battery's level changes (never, here).
  public static let batteryLevelDidChangeNotification = NSNotification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  /// Posted when the proximity sensor's state changes (never, here).
  public static let proximityStateDidChangeNotification = NSNotification.Name(
    "UIDeviceProximityStateDidChangeNotification")
}
