import Foundation

extension Application {
  /// The app's run state (UIKit's `UIApplication.State`).
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active = 0
    /// In the foreground, not receiving events.
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// A key of the launch options (UIKit's `UIApplication.LaunchOptionsKey`).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The Home screen quick action the app was launched for.
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The user activity the app was launched to continue.
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }

  /// A key of the options of a URL opened in the app (UIKit's
  /// `UIApplication.OpenURLOptionsKey`).
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// Whether the file must be copied before use.
    public static let openInPlace = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// The app's state: active, as a test drives the app in the foreground.
  public var applicationState: State { .active }

  /// Whether the screen stays on. Inert: nothing in the simulation acts on it.
  public var isIdleTimerDisabled: Bool {
    get { settings.withLock { $0.isIdleTimerDisabled } }
    set { settings.withLock { $0.isIdleTimerDisabled = newValue } }
  }
  /// The number on the app's icon. Inert: nothing in the simulation acts on it.
  public var applicationIconBadgeNumber: Int {
    get { settings.withLock { $0.applicationIconBadgeNumber } }
    set { settings.withLock { $0.applicationIconBadgeNumber = newValue } }
  }
  /// Whether the status bar shows network activity (deprecated in iOS 13).
  /// Inert: nothing in the simulation acts on it.
  public var isNetworkActivityIndicatorVisible: Bool {
    get { settings.withLock { $0.isNetworkActivityIndicatorVisible } }
    set { settings.withLock { $0.isNetworkActivityIndicatorVisible = newValue } }
  }
  /// Whether shaking the device offers undo.
  /// Inert: nothing in the simulation acts on it.
  public var applicationSupportsShakeToEdit: Bool {
    get { settings.withLock { $0.applicationSupportsShakeToEdit } }
    set { settings.withLock { $0.applicationSupportsShakeToEdit = newValue } }
  }
  /// Whether the app supports several scenes: no.
  public var supportsMultipleScenes: Bool { false }
  /// Whether the app registered for remote notifications (``registerForRemoteNotifications()``).
  public var isRegisteredForRemoteNotifications: Bool {
    settings.withLock { $0.isRegisteredForRemoteNotifications }
  }

  /// Registers for remote notifications; recorded (no token is delivered).
  public func registerForRemoteNotifications() {
    settings.withLock { $0.isRegisteredForRemoteNotifications = true }
  }
  /// Unregisters from remote notifications.
  public func unregisterForRemoteNotifications() {
    settings.withLock { $0.isRegisteredForRemoteNotifications = false }
  }

  /// Starts a background task: a new identifier, until ``endBackgroundTask(_:)`` (the app is
  /// never backgrounded here, so `handler` never runs).
  public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil)
    -> BackgroundTaskIdentifier
  {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Starts a named background task (see ``beginBackgroundTask(expirationHandler:)``).
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (() -> Void)? = nil
  ) -> BackgroundTaskIdentifier {
    settings.withLock { settings in
      let identifier = settings.nextBackgroundTask
      settings.nextBackgroundTask += 1
      settings.backgroundTasks.insert(identifier)
      return BackgroundTaskIdentifier(rawValue: identifier)
    }
  }

  /// Ends the background task `identifier`.
  public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
    _ = settings.withLock { $0.backgroundTasks.remove(identifier.rawValue) }
  }

  /// Sends `action` to `target`, or, with no target, up the responder chain from `sender` when
  /// it is a responder, else from the key window's root controller (UIKit starts at the first
  /// responder, which is not simulated). Raises UIKit's exception for a target without the
  /// method.
  /// - Returns: Whether a receiver was found.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Event?)
    -> Bool
  {
    let start = (sender as? Responder) ?? keyWindow?.rootViewController
    let receiver = target ?? start?.target(forAction: action, withSender: sender)
    guard let receiver = receiver as? any ObjectiveCMembers else { return false }
    _ = receiver.send(action, with: [sender, event])
    return true
  }

  /// The URL that opens the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"
}
