import Foundation

extension Window {
  /// Posted when a window becomes the key window; the object is the window.
  public static let didBecomeKeyNotification = NSNotification.Name(
    "UIWindowDidBecomeKeyNotification")
  /// Posted when a window stops being the key window; the object is the window.
  public static let didResignKeyNotification = NSNotification.Name(
    "UIWindowDidResignKeyNotification")
  /// Posted when a window becomes visible; the object is the window.
  public static let didBecomeVisibleNotification = NSNotification.Name(
    "UIWindowDidBecomeVisibleNotification")
  /// Posted when a window becomes hidden; the object is the window.
  public static let didBecomeHiddenNotification = NSNotification.Name(
    "UIWindowDidBecomeHiddenNotification")
}
