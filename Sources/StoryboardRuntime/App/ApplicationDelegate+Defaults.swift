import Foundation

/// UIKit's defaults of the application delegate's optional requirements that the simulation
/// never calls itself (a test calls them).
extension ApplicationDelegate {
  /// Does nothing.
  public func applicationDidFinishLaunching(_ application: Application) {}
  /// Returns `false`.
  public func application(_ application: Application, handleOpen url: URL) -> Bool { false }
  /// Returns `false`.
  public func application(
    _ application: Application, open url: URL, sourceApplication: String?, annotation: Any
  ) -> Bool { false }
  /// Does nothing.
  public func applicationSignificantTimeChange(_ application: Application) {}
  /// Inert: nothing in the simulation acts on it.
  public func application(
    _ application: Application,
    willChangeStatusBarOrientation newStatusBarOrientation: InterfaceOrientation,
    duration: TimeInterval
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func application(
    _ application: Application,
    didChangeStatusBarOrientation oldStatusBarOrientation: InterfaceOrientation
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func application(
    _ application: Application, willChangeStatusBarFrame newStatusBarFrame: CGRect
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func application(
    _ application: Application, didChangeStatusBarFrame oldStatusBarFrame: CGRect
  ) {}
  /// Does nothing.
  public func application(
    _ application: Application,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}
  /// Does nothing.
  public func application(
    _ application: Application,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func application(
    _ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) {}
  /// Reports no data.
  public func application(
    _ application: Application,
    performFetchWithCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void
  ) { completionHandler(.noData) }
  /// Calls `completionHandler`.
  public func application(
    _ application: Application, handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void
  ) { completionHandler() }
  /// Replies `nil`.
  public func application(
    _ application: Application, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
    reply: @escaping ([AnyHashable: Any]?) -> Void
  ) { reply(nil) }
  /// Inert: nothing in the simulation acts on it.
  public func applicationShouldRequestHealthAuthorization(_ application: Application) {}
  /// Inert: nothing in the simulation acts on it.
  public func applicationProtectedDataWillBecomeUnavailable(_ application: Application) {}
  /// Inert: nothing in the simulation acts on it.
  public func applicationProtectedDataDidBecomeAvailable(_ application: Application) {}
  /// All but upside down.
  public func application(
    _ application: Application, supportedInterfaceOrientationsFor window: Window?
  ) -> InterfaceOrientationMask { .allButUpsideDown }
  /// Returns `nil`.
  public func application(
    _ application: Application,
    viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> ViewController? { nil }
  /// Returns `false`.
  public func application(
    _ application: Application, shouldSaveSecureApplicationState coder: NSCoder
  ) -> Bool { false }
  /// Returns `false`.
  public func application(
    _ application: Application, shouldRestoreSecureApplicationState coder: NSCoder
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  public func application(_ application: Application, willEncodeRestorableStateWith coder: NSCoder)
  {}
  /// Inert: nothing in the simulation acts on it.
  public func application(_ application: Application, didDecodeRestorableStateWith coder: NSCoder) {
  }
  /// Returns `false`.
  public func application(_ application: Application, shouldSaveApplicationState coder: NSCoder)
    -> Bool
  { false }
  /// Returns `false`.
  public func application(_ application: Application, shouldRestoreApplicationState coder: NSCoder)
    -> Bool
  { false }
  /// Returns `false`.
  public func application(
    _ application: Application, willContinueUserActivityWithType userActivityType: String
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  public func application(
    _ application: Application,
    didFailToContinueUserActivityWithType userActivityType: String, error: any Error
  ) {}
  /// Does nothing.
  public func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>
  ) {}
  /// Returns `true`.
  public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: Application) -> Bool
  { true }
}
