import Foundation

/// UIKit's defaults of the application delegate's optional requirements about scenes,
/// activities, quick actions and notifications (a test calls them).
extension ApplicationDelegate {
  /// A configuration named "Default Configuration" for the session's role.
  public func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: Scene.ConnectionOptions
  ) -> SceneConfiguration {
    SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  /// Returns `false`.
  public func application(
    _ application: Application, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UserActivityRestoring]?) -> Void
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  public func application(_ application: Application, didUpdate userActivity: NSUserActivity) {}
  /// Calls `completionHandler(false)`.
  public func application(
    _ application: Application, performActionFor shortcutItem: ApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) { completionHandler(false) }
  /// Returns `true`.
  public func application(
    _ application: Application,
    shouldAllowExtensionPointIdentifier extensionPointIdentifier: Application
      .ExtensionPointIdentifier
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func application(
    _ application: Application, didRegister notificationSettings: UserNotificationSettings
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func application(_ application: Application, didReceive notification: LocalNotification) {}
  /// Calls `completionHandler()`.
  public func application(
    _ application: Application, handleActionWithIdentifier identifier: String?,
    for notification: LocalNotification, completionHandler: @escaping () -> Void
  ) { completionHandler() }
  /// Calls `completionHandler()`.
  public func application(
    _ application: Application, handleActionWithIdentifier identifier: String?,
    for notification: LocalNotification, withResponseInfo responseInfo: [AnyHashable: Any],
    completionHandler: @escaping () -> Void
  ) { completionHandler() }
  /// Calls `completionHandler()`.
  public func application(
    _ application: Application, handleActionWithIdentifier identifier: String?,
    forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void
  ) { completionHandler() }
  /// Calls `completionHandler()`.
  public func application(
    _ application: Application, handleActionWithIdentifier identifier: String?,
    forRemoteNotification userInfo: [AnyHashable: Any],
    withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void
  ) { completionHandler() }
}
