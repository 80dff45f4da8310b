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

extension Application {
  /// Posted before the status bar's orientation changes (deprecated in iOS 13; never posted here).
  public static let willChangeStatusBarOrientationNotification = NSNotification.Name(
    "UIApplicationWillChangeStatusBarOrientationNotification")
  /// Posted after the status bar's orientation changed (deprecated in iOS 13; never posted here).
  public static let didChangeStatusBarOrientationNotification = NSNotification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  /// The user-info key of the status bar's orientation.
  public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
  /// Posted before the status bar's frame changes (deprecated in iOS 13; never posted here).
  public static let willChangeStatusBarFrameNotification = NSNotification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  /// Posted after the status bar's frame changed (deprecated in iOS 13; never posted here).
  public static let didChangeStatusBarFrameNotification = NSNotification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  /// The user-info key of the status bar's frame.
  public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
  /// Posted when background refresh is turned on or off.
  public static let backgroundRefreshStatusDidChangeNotification = NSNotification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")
  /// Posted before protected files become unavailable (the device locks).
  public static let protectedDataWillBecomeUnavailableNotification = NSNotification.Name(
    "UIApplicationProtectedDataWillBecomeUnavailable")
  /// Posted when protected files become available (the device unlocks).
  public static let protectedDataDidBecomeAvailableNotification = NSNotification.Name(
    "UIApplicationProtectedDataDidBecomeAvailable")
  /// The exception UIKit raises for a supported-orientations answer of no orientation.
  public static let invalidInterfaceOrientationException = NSExceptionName(
    "UIApplicationInvalidInterfaceOrientation")
  /// The URL that opens the app's notification settings.
  public static let openNotificationSettingsURLString = "app-settings:notifications"
  /// The shortest interval between background fetches.
  public static let backgroundFetchIntervalMinimum: TimeInterval = 0
  /// No background fetch (the default).
  public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
  /// State restoration's key of the storyboard a restored controller came from.
  public static let stateRestorationViewControllerStoryboardKey =
    "UIStateRestorationViewControllerStoryboardKey"
  /// State restoration's key of the app's bundle version.
  public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersion"
  /// State restoration's key of the idiom the state was saved on.
  public static let stateRestorationUserInterfaceIdiomKey =
    "UIApplicationStateRestorationUserInterfaceIdiom"
  /// State restoration's key of when the state was saved.
  public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestamp"
  /// State restoration's key of the system version the state was saved on.
  public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersion"
}
