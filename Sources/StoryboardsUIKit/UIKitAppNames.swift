import StoryboardRuntime
import StoryboardViews

// UIKit's names for the runtime's types of the app, its scenes and its responders.

/// UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UIBackgroundRefreshStatus`.
public typealias UIBackgroundRefreshStatus = BackgroundRefreshStatus
/// UIKit's `UIRemoteNotificationType`.
public typealias UIRemoteNotificationType = RemoteNotificationType
/// UIKit's `UIUserNotificationType`.
public typealias UIUserNotificationType = UserNotificationType
/// UIKit's `UIUserNotificationSettings`.
public typealias UIUserNotificationSettings = UserNotificationSettings
/// UIKit's `UILocalNotification`.
public typealias UILocalNotification = LocalNotification
/// UIKit's `UIApplicationShortcutItem`.
public typealias UIApplicationShortcutItem = ApplicationShortcutItem
/// UIKit's `UIApplicationShortcutIcon`.
public typealias UIApplicationShortcutIcon = ApplicationShortcutIcon
/// UIKit's `UIStateRestoring`.
public typealias UIStateRestoring = StateRestoring
/// UIKit's `UIObjectRestoration`.
public typealias UIObjectRestoration = ObjectRestoration
/// UIKit's `UIUserActivityRestoring`.
public typealias UIUserActivityRestoring = UserActivityRestoring
/// UIKit's `UISceneConfiguration`.
public typealias UISceneConfiguration = SceneConfiguration
/// UIKit's `UISceneActivationConditions`.
public typealias UISceneActivationConditions = SceneActivationConditions
/// UIKit's `UISceneDestructionRequestOptions`.
public typealias UISceneDestructionRequestOptions = SceneDestructionRequestOptions
/// UIKit's `UISceneSizeRestrictions`.
public typealias UISceneSizeRestrictions = SceneSizeRestrictions
/// UIKit's `UIPointerLockState`.
public typealias UIPointerLockState = PointerLockState
/// UIKit's `UIStatusBarManager`.
public typealias UIStatusBarManager = StatusBarManager
/// UIKit's `UICoordinateSpace`.
public typealias UICoordinateSpace = CoordinateSpace
/// UIKit's `UIPress`.
public typealias UIPress = Press
/// UIKit's `UIPressesEvent`.
public typealias UIPressesEvent = PressesEvent
/// UIKit's `UIEditingInteractionConfiguration`.
public typealias UIEditingInteractionConfiguration = EditingInteractionConfiguration

/// UIKit's `UIPopoverBackgroundViewMethods`.
public typealias UIPopoverBackgroundViewMethods = PopoverBackgroundViewMethods
/// UIKit's `UITableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's `UITableViewDataSourcePrefetching`.
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching

#if !canImport(Darwin)
  /// Foundation's `NSUserActivity`, which Foundation on Linux lacks.
  public typealias NSUserActivity = StoryboardRuntime.NSUserActivity
  /// Foundation's `NSExtensionContext`, which Foundation on Linux lacks.
  public typealias NSExtensionContext = StoryboardRuntime.NSExtensionContext
#endif

/// UIKit's `UIApplicationMain(_:_:_:_:)`, as an app's `main.swift` calls it: launches the app
/// headless with an instance of the delegate class `delegateClassName`
/// (`NSStringFromClass(AppDelegate.self)`), made by name
/// (`UIApplication.main(delegateClassName:)`), and returns 0 once launched. The principal class
/// is the runtime's application; with no delegate class name nothing is launched.
@discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  if let delegateClassName { Application.main(delegateClassName: delegateClassName) }
  return 0
}

/// UIKit's older `UIApplicationMain(_:_:_:_:)`, whose `argv` is the pointer that
/// `UnsafeMutableRawPointer(CommandLine.unsafeArgv).bindMemory(to:capacity:)` gives: as the
/// other.
@available(
  swift, deprecated: 4.2,
  message:
    "Use the overload of UIApplicationMain where the type of the second parameter is UnsafeMutablePointer<UnsafeMutablePointer<Int8>?>, which is the same as the type of CommandLine.unsafeArgv."
)
@discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<Int8>>!,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  UIApplicationMain(
    argc,
    UnsafeMutableRawPointer(argv).bindMemory(
      to: UnsafeMutablePointer<CChar>?.self, capacity: Int(argc)),
    principalClassName, delegateClassName)
}
