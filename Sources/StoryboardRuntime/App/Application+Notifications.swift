import Foundation

extension Application {
  /// Posted when the app becomes active.
  public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app enters the background.
  public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to enter the foreground.
  public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app finished launching.
  public static let didFinishLaunchingNotification = NSNotification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app is about to terminate.
  public static let willTerminateNotification = NSNotification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the app receives a memory warning.
  public static let didReceiveMemoryWarningNotification = NSNotification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the time changes significantly (midnight, a new time zone).
  public static let significantTimeChangeNotification = NSNotification.Name(
    "UIApplicationSignificantTimeChangeNotification")
  /// Posted when the user takes a screenshot.
  public static let userDidTakeScreenshotNotification = NSNotification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
}
