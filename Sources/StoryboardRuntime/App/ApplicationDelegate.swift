import Foundation
import Synchronization

/// UIKit's `UIApplicationDelegate`: its window and its launch and life-cycle methods, each
/// with UIKit's default. The simulation does not launch the app: a test that wants them calls
/// them (`delegate.application(.shared, didFinishLaunchingWithOptions: nil)`).
public protocol ApplicationDelegate: ObjectiveCResponding {
  /// Called when launching begins. The default returns `true`.
  func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called when launching is done. The default returns `true`.
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called when the app became active. The default does nothing.
  func applicationDidBecomeActive(_ application: Application)
  /// Called when the app is about to stop being active. The default does nothing.
  func applicationWillResignActive(_ application: Application)
  /// Called when the app entered the background. The default does nothing.
  func applicationDidEnterBackground(_ application: Application)
  /// Called when the app is about to enter the foreground. The default does nothing.
  func applicationWillEnterForeground(_ application: Application)
  /// Called when the app is about to terminate. The default does nothing.
  func applicationWillTerminate(_ application: Application)
  /// Called on a memory warning. The default does nothing.
  func applicationDidReceiveMemoryWarning(_ application: Application)
  /// Asks the app to open `url`. The default returns `false`.
  func application(
    _ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]
  ) -> Bool
  /// Called when launching is done, before iOS 3 (deprecated).
  func applicationDidFinishLaunching(_ application: Application)
  /// Asks the app to open `url` (deprecated in iOS 9). The default returns `false`.
  func application(_ application: Application, handleOpen url: URL) -> Bool
  /// Asks the app to open `url` from another app (deprecated in iOS 9). The default returns `false`.
  func application(
    _ application: Application, open url: URL, sourceApplication: String?, annotation: Any
  ) -> Bool
  /// Called when the time changes significantly (midnight, a new time zone).
  func applicationSignificantTimeChange(_ application: Application)
  /// Called before the status bar turns (deprecated in iOS 13).
  func application(
    _ application: Application,
    willChangeStatusBarOrientation newStatusBarOrientation: InterfaceOrientation,
    duration: TimeInterval)
  /// Called after the status bar turned (deprecated in iOS 13).
  func application(
    _ application: Application,
    didChangeStatusBarOrientation oldStatusBarOrientation: InterfaceOrientation)
  /// Called before the status bar's frame changes (deprecated in iOS 13).
  func application(
    _ application: Application, willChangeStatusBarFrame newStatusBarFrame: CGRect)
  /// Called after the status bar's frame changed (deprecated in iOS 13).
  func application(
    _ application: Application, didChangeStatusBarFrame oldStatusBarFrame: CGRect)
  /// The app registered for remote notifications with `deviceToken`.
  func application(
    _ application: Application,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  /// The registration for remote notifications failed.
  func application(
    _ application: Application,
    didFailToRegisterForRemoteNotificationsWithError error: any Error)
  /// A remote notification arrived (deprecated in iOS 10).
  func application(
    _ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
  /// The system gives the app time to fetch data (deprecated in iOS 13); call `completionHandler`.
  func application(
    _ application: Application,
    performFetchWithCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void)
  /// Events of the background URL session `identifier` are waiting; call `completionHandler`.
  func application(
    _ application: Application, handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void)
  /// A WatchKit extension asks the app (deprecated); call `reply`.
  func application(
    _ application: Application, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
    reply: @escaping ([AnyHashable: Any]?) -> Void)
  /// Called to ask for HealthKit authorization.
  func applicationShouldRequestHealthAuthorization(_ application: Application)
  /// Called before protected files become unavailable (the device locks).
  func applicationProtectedDataWillBecomeUnavailable(_ application: Application)
  /// Called after protected files became available.
  func applicationProtectedDataDidBecomeAvailable(_ application: Application)
  /// The orientations the app supports in `window`; the default: the app's, all but upside down on a phone.
  func application(
    _ application: Application, supportedInterfaceOrientationsFor window: Window?
  ) -> InterfaceOrientationMask
  /// The controller state restoration asks for; `nil` by default.
  func application(
    _ application: Application,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> ViewController?
  /// Whether to save the app's state securely; `false` by default.
  func application(
    _ application: Application, shouldSaveSecureApplicationState coder: NSCoder
  ) -> Bool
  /// Whether to restore the app's state securely; `false` by default.
  func application(
    _ application: Application, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool
  /// Called before the app's state is saved.
  func application(_ application: Application, willEncodeRestorableStateWith coder: NSCoder)
  /// Called after the app's state was restored.
  func application(_ application: Application, didDecodeRestorableStateWith coder: NSCoder)
  /// Whether to save the app's state (deprecated in iOS 13.2); `false` by default.
  func application(_ application: Application, shouldSaveApplicationState coder: NSCoder)
    -> Bool
  /// Whether to restore the app's state (deprecated in iOS 13.2); `false` by default.
  func application(_ application: Application, shouldRestoreApplicationState coder: NSCoder)
    -> Bool
  /// Whether the app tells the user it continues an activity of `userActivityType`; `false` by default.
  func application(
    _ application: Application, willContinueUserActivityWithType userActivityType: String
  ) -> Bool
  /// Continuing an activity of `userActivityType` failed.
  func application(
    _ application: Application,
    didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
  /// The user discarded scene sessions.
  func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
  /// Whether key commands are localized; `true` by default.
  func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: Application) -> Bool
  /// The configuration of a scene about to connect; by default, one named "Default
  /// Configuration" for its session's role.
  func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration
  /// Asks the app to continue `userActivity`; `false` by default.
  func application(
    _ application: Application, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UserActivityRestoring]?) -> Void
  ) -> Bool
  /// `userActivity` was updated.
  func application(_ application: Application, didUpdate userActivity: NSUserActivity)
  /// The user chose a Home Screen quick action; by default, `completionHandler(false)`.
  func application(
    _ application: Application, performActionFor shortcutItem: ApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
  /// Whether an extension of a kind may run in the app; `true` by default.
  func application(
    _ application: Application,
    shouldAllowExtensionPointIdentifier extensionPointIdentifier: Application
      .ExtensionPointIdentifier
  ) -> Bool
  /// The app registered notification settings (deprecated in iOS 10).
  func application(
    _ application: Application, didRegister notificationSettings: UserNotificationSettings)
  /// A local notification arrived (deprecated in iOS 10).
  func application(_ application: Application, didReceive notification: LocalNotification)
  /// The user chose an action of a local notification (deprecated in iOS 10); by default,
  /// `completionHandler()`.
  func application(
    _ application: Application, handleActionWithIdentifier identifier: String?,
    for notification: LocalNotification, completionHandler: @escaping () -> Void)
  /// The user chose an action of a local notification, with a response (deprecated in
  /// iOS 10); by default, `completionHandler()`.
  func application(
    _ application: Application, handleActionWithIdentifier identifier: String?,
    for notification: LocalNotification, withResponseInfo responseInfo: [AnyHashable: Any],
    completionHandler: @escaping () -> Void)
  /// The user chose an action of a remote notification (deprecated in iOS 10); by default,
  /// `completionHandler()`.
  func application(
    _ application: Application, handleActionWithIdentifier identifier: String?,
    forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
  /// The user chose an action of a remote notification, with a response (deprecated in
  /// iOS 10); by default, `completionHandler()`.
  func application(
    _ application: Application, handleActionWithIdentifier identifier: String?,
    forRemoteNotification userInfo: [AnyHashable: Any],
    withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
}

extension ApplicationDelegate {
  /// Returns `true`.
  public func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Returns `true`.
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: Application) {}
  /// Inert: nothing in the simulation acts on it.
  public func applicationWillResignActive(_ application: Application) {}
  /// Inert: nothing in the simulation acts on it.
  public func applicationDidEnterBackground(_ application: Application) {}
  /// Inert: nothing in the simulation acts on it.
  public func applicationWillEnterForeground(_ application: Application) {}
  /// Does nothing.
  public func applicationWillTerminate(_ application: Application) {}
  /// Inert: nothing in the simulation acts on it.
  public func applicationDidReceiveMemoryWarning(_ application: Application) {}
  /// Returns `false`.
  public func application(
    _ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]
  ) -> Bool { false }
}

extension ApplicationDelegate {
  /// The delegate's `window` property when it declares one (`var window: UIWindow?`), doubly
  /// optional as UIKit's optional requirement is, so that
  /// `UIApplication.shared.delegate?.window??.rootViewController` compiles unchanged.
  public var window: Window?? {
    guard let child = Mirror(reflecting: self).children.first(where: { $0.label == "window" })
    else { return .none }
    return .some(child.value as? Window)
  }
}
