import Foundation

extension Application {
  /// A key of the options of ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open the URL only if an app claims it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    /// The event attribution of the opening.
    public static let eventAttribution = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
  }

  /// The identifier of a kind of app extension (UIKit's
  /// `UIApplication.ExtensionPointIdentifier`).
  public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String
    /// An identifier from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Custom keyboards.
    public static let keyboard = ExtensionPointIdentifier(
      rawValue: "com.apple.keyboard-service")
  }

  /// Ignores touches until ``endIgnoringInteractionEvents()`` (deprecated in iOS 13); counted.
  public func beginIgnoringInteractionEvents() {
    settings.withLock { $0.ignoringInteractionEvents += 1 }
  }
  /// Ends one ``beginIgnoringInteractionEvents()``.
  public func endIgnoringInteractionEvents() {
    settings.withLock { $0.ignoringInteractionEvents = max(0, $0.ignoringInteractionEvents - 1) }
  }
  /// Whether touches are ignored: after more begins than ends.
  public var isIgnoringInteractionEvents: Bool {
    settings.withLock { $0.ignoringInteractionEvents > 0 }
  }

  /// Opens `url` (deprecated in iOS 10): records it as ``open(_:options:completionHandler:)``.
  @discardableResult
  public func openURL(_ url: URL) -> Bool {
    open(url)
    return true
  }

  /// Records `url` in ``openedURLs``, as ``open(_:options:completionHandler:)``; `true`.
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    open(url, options: options, completionHandler: nil)
    return true
  }

  /// Delivers `event` to its windows: each touch's window gets it.
  public func sendEvent(_ event: Event) {
    var windows: [Window] = []
    for touch in event.allTouches ?? [] {
      if let window = touch.window, !windows.contains(where: { $0 === window }) {
        windows.append(window)
      }
    }
    for window in windows { window.sendEvent(event) }
  }

  /// The status bar's style: the key window's top controller's preference (deprecated in
  /// iOS 13).
  public var statusBarStyle: StatusBarStyle {
    keyWindow?.rootViewController?.preferredStatusBarStyle ?? .default
  }
  /// Sets the status bar's style (deprecated in iOS 9): nothing, as controllers decide it.
  /// Inert: nothing in the simulation acts on it.
  public func setStatusBarStyle(_ statusBarStyle: StatusBarStyle, animated: Bool) {}
  /// Whether the status bar is hidden (deprecated in iOS 13): the key window's root's
  /// preference.
  public var isStatusBarHidden: Bool {
    keyWindow?.rootViewController?.prefersStatusBarHidden ?? false
  }
  /// Hides the status bar (deprecated in iOS 9): nothing, as controllers decide it.
  /// Inert: nothing in the simulation acts on it.
  public func setStatusBarHidden(_ hidden: Bool, with animation: StatusBarAnimation) {}
  /// The interface's orientation (deprecated in iOS 13): the simulated device's.
  public var statusBarOrientation: InterfaceOrientation {
    Screen.main.bounds.width > Screen.main.bounds.height ? .landscapeRight : .portrait
  }
  /// Sets the status bar's orientation (deprecated in iOS 9): nothing.
  /// Inert: nothing in the simulation acts on it.
  public func setStatusBarOrientation(_ interfaceOrientation: InterfaceOrientation, animated: Bool)
  {}
  /// How long a status bar rotation takes: 0.3 s, UIKit's value.
  public var statusBarOrientationAnimationDuration: TimeInterval { 0.3 }
  /// The status bar's frame (deprecated in iOS 13): the top 47 points of an iPhone's screen.
  public var statusBarFrame: CGRect {
    CGRect(x: 0, y: 0, width: Screen.main.bounds.width, height: 47)
  }
  /// The orientations `window` may take: its root controller's, else every orientation but
  /// upside down.
  public func supportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask {
    window?.rootViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
  }

  /// The time left in the background: unlimited, as the app is never backgrounded here.
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
  /// Sets the background fetch interval; kept as data in ``minimumBackgroundFetchInterval``.
  /// Inert: nothing in the simulation acts on it.
  public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
    settings.withLock { $0.minimumBackgroundFetchInterval = minimumBackgroundFetchInterval }
  }
  /// The interval last given to ``setMinimumBackgroundFetchInterval(_:)``.
  public var minimumBackgroundFetchInterval: TimeInterval {
    settings.withLock { $0.minimumBackgroundFetchInterval }
  }
  /// Whether background refresh is on: available.
  public var backgroundRefreshStatus: BackgroundRefreshStatus { .available }
  /// Whether protected files can be read: yes, the device is unlocked.
  public var isProtectedDataAvailable: Bool { true }
  /// The app's layout direction: left to right.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
  /// The user's text size: the key window's trait, else large.
  public var preferredContentSizeCategory: ContentSizeCategory {
    keyWindow?.rootViewController?.traitCollection.preferredContentSizeCategory ?? .large
  }
  /// The sessions of the connected scenes.
  public var openSessions: Set<SceneSession> { Set(connectedScenes.map(\.session)) }

  /// Asks for a scene of `sceneSession` (iOS 13): nothing happens, as the app has one
  /// scene; `errorHandler` is not called. Inert: nothing in the simulation acts on it.
  public func requestSceneSessionActivation(
    _ sceneSession: SceneSession?, userActivity: NSUserActivity?,
    options: Scene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
  ) {}
  /// Asks to close `sceneSession`'s scene: its windows stay, as scenes are not torn down here.
  /// Inert: nothing in the simulation acts on it.
  public func requestSceneSessionDestruction(
    _ sceneSession: SceneSession, options: SceneDestructionRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {}
  /// Asks to refresh `sceneSession`'s snapshot: nothing is drawn.
  /// Inert: nothing in the simulation acts on it.
  public func requestSceneSessionRefresh(_ sceneSession: SceneSession) {}

  /// Registers for remote notifications of `types` (deprecated in iOS 8).
  public func registerForRemoteNotifications(matching types: RemoteNotificationType) {
    registerForRemoteNotifications()
    settings.withLock { $0.remoteNotificationTypes = types }
  }
  /// The types given to ``registerForRemoteNotifications(matching:)``.
  public func enabledRemoteNotificationTypes() -> RemoteNotificationType {
    settings.withLock { $0.remoteNotificationTypes }
  }
  /// Delivers `notification` now (deprecated in iOS 10): nothing is shown.
  /// Inert: nothing in the simulation acts on it.
  public func presentLocalNotificationNow(_ notification: LocalNotification) {}
  /// Schedules `notification` (deprecated in iOS 10); kept in ``scheduledLocalNotifications``.
  public func scheduleLocalNotification(_ notification: LocalNotification) {
    settings.withLock { $0.scheduledLocalNotifications.append(notification) }
  }
  /// Cancels `notification`.
  public func cancelLocalNotification(_ notification: LocalNotification) {
    settings.withLock { $0.scheduledLocalNotifications.removeAll { $0 === notification } }
  }
  /// Cancels every scheduled notification.
  public func cancelAllLocalNotifications() {
    settings.withLock { $0.scheduledLocalNotifications.removeAll() }
  }
  /// The scheduled notifications, oldest first.
  public var scheduledLocalNotifications: [LocalNotification]? {
    get { settings.withLock { $0.scheduledLocalNotifications } }
    set { settings.withLock { $0.scheduledLocalNotifications = newValue ?? [] } }
  }
  /// Registers the notification settings (deprecated in iOS 10).
  /// Inert: nothing in the simulation acts on it.
  public func registerUserNotificationSettings(_ notificationSettings: UserNotificationSettings) {
    settings.withLock { $0.userNotificationSettings = notificationSettings }
  }
  /// The settings last registered.
  public var currentUserNotificationSettings: UserNotificationSettings? {
    settings.withLock { $0.userNotificationSettings }
  }
  /// Starts receiving remote-control events (media keys): nothing arrives here.
  /// Inert: nothing in the simulation acts on it.
  public func beginReceivingRemoteControlEvents() {}
  /// Stops receiving remote-control events. Inert: nothing in the simulation acts on it.
  public func endReceivingRemoteControlEvents() {}
  /// Sets Newsstand's icon (deprecated in iOS 9): nothing.
  /// Inert: nothing in the simulation acts on it.
  public func setNewsstandIconImage(_ image: Image?) {}
  /// The app's Home Screen quick actions. Inert: nothing in the simulation acts on it.
  public var shortcutItems: [ApplicationShortcutItem]? {
    get { settings.withLock { $0.shortcutItems } }
    set { settings.withLock { $0.shortcutItems = newValue } }
  }
  /// Whether the app can change its icon: yes.
  public var supportsAlternateIcons: Bool { true }
  /// Changes the app's icon (`nil`, the primary one), then calls `completionHandler` with no
  /// error.
  public func setAlternateIconName(
    _ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    settings.withLock { $0.alternateIconName = alternateIconName }
    completionHandler?(nil)
  }
  /// The alternate icon in use, or `nil` for the primary one.
  public var alternateIconName: String? { settings.withLock { $0.alternateIconName } }
  /// Asks for more time to restore state: nothing to wait for here.
  /// Inert: nothing in the simulation acts on it.
  public func extendStateRestoration() {}
  /// Ends ``extendStateRestoration()``. Inert: nothing in the simulation acts on it.
  public func completeStateRestoration() {}
  /// Skips the snapshot at the next launch: nothing is snapshotted here.
  /// Inert: nothing in the simulation acts on it.
  public func ignoreSnapshotOnNextApplicationLaunch() {}
  /// Registers `object` for state restoration: state is not restored here.
  /// Inert: nothing in the simulation acts on it.
  public static func registerObject(
    forStateRestoration object: any StateRestoring, restorationIdentifier: String
  ) {}
  /// Keeps a VoIP socket alive (deprecated in iOS 9): refused, as nothing runs in the background.
  public func setKeepAliveTimeout(
    _ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil
  )
    -> Bool
  { false }
  /// Ends ``setKeepAliveTimeout(_:handler:)``. Inert: nothing in the simulation acts on it.
  public func clearKeepAliveTimeout() {}
}
