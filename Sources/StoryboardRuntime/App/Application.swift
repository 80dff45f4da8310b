import Foundation
import Synchronization

/// UIKit's `UIApplication`: the process's windows and which one is key.
///
/// The windows are those made with UIKit's initializers (``Window/init(frame:)``,
/// ``Window/init(windowScene:)``), and every window made once the application is in use (once
/// `Application.shared` has been read): the application keeps weak references to them, which
/// make every retain of a window slower, so windows of code that never asks for the
/// application are not tracked. Tests that run in parallel each make their own windows;
/// ``keyWindow`` is the one most recently made key, process-wide as in UIKit, so a test that
/// needs its own window keeps a reference to it.
open class Application: Responder, @unchecked Sendable {
  /// The application.
  public static let shared: Application = {
    isInUse.store(true, ordering: .relaxed)
    return Application()
  }()

  /// Whether `shared` has been made: from then on, every new window is tracked.
  static let isInUse = Atomic<Bool>(false)

  private let registry = Mutex(WindowRegistry())
  /// The settings an app changes (badge, idle timer…), kept as data.
  let settings = Mutex(ApplicationSettings())

  /// The app's delegate, set by the app or the test.
  public var delegate: (any ApplicationDelegate)? {
    get { registry.withLock { $0.delegate?.value as? any ApplicationDelegate } }
    set { registry.withLock { $0.delegate = newValue.map { WeakBox(value: $0) } } }
  }

  /// The app delegate when it is a responder and not a view, a controller or the application
  /// (UIKit's rule for the end of the responder chain).
  public override var next: Responder? {
    guard let responder = delegate as? Responder, !(responder is View),
      !(responder is ViewController), responder !== self
    else { return nil }
    return responder
  }

  /// The live windows, oldest first.
  open var windows: [Window] {
    registry.withLock { registry in registry.windows.compactMap { $0.value as? Window } }
  }

  /// The window most recently made key that is still alive and key.
  open var keyWindow: Window? {
    windows.last { $0.isKeyWindow && $0 === registry.withLock { $0.key?.value } }
  }

  /// The scenes a launch connected, and those of the live windows made with
  /// ``Window/init(windowScene:)``.
  public var connectedScenes: Set<Scene> {
    Set(launchedSceneList + windows.compactMap { $0.windowScene })
  }

  /// Whether a URL can be opened: every URL can, here.
  open func canOpenURL(_ url: URL) -> Bool { true }

  /// Records `url` in ``openedURLs`` instead of opening it, then calls `completion` with `true`.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    registry.withLock { $0.openedURLs.append(url) }
    completion?(true)
  }

  /// The URLs ``open(_:options:completionHandler:)`` was asked to open, oldest first.
  public var openedURLs: [URL] { registry.withLock { $0.openedURLs } }

  func register(_ window: Window) {
    registry.withLock { registry in
      registry.windows.removeAll { $0.value == nil }
      registry.windows.append(WeakBox(value: window))
    }
  }

  func makeKey(_ window: Window) {
    let previous = registry.withLock { registry -> Window? in
      defer { registry.key = WeakBox(value: window) }
      return registry.key?.value as? Window
    }
    if let previous, previous !== window { previous.resignKeyStatus() }
  }
}

/// The windows and key window of ``Application``, referenced weakly.
private struct WindowRegistry: @unchecked Sendable {
  var windows: [WeakBox] = []
  var key: WeakBox?
  var delegate: WeakBox?
  var openedURLs: [URL] = []
}

private struct WeakBox: @unchecked Sendable {
  weak var value: AnyObject?
}

/// What ``Application`` keeps as data for the app.
struct ApplicationSettings: @unchecked Sendable {
  var isIdleTimerDisabled = false
  var applicationIconBadgeNumber = 0
  var isNetworkActivityIndicatorVisible = false
  var applicationSupportsShakeToEdit = true
  var isRegisteredForRemoteNotifications = false
  var backgroundTasks: Set<Int> = []
  var nextBackgroundTask = 1
  var ignoringInteractionEvents = 0
  var minimumBackgroundFetchInterval = Application.backgroundFetchIntervalNever
  var remoteNotificationTypes: RemoteNotificationType = []
  var scheduledLocalNotifications: [LocalNotification] = []
  var userNotificationSettings: UserNotificationSettings?
  var shortcutItems: [ApplicationShortcutItem]?
  var alternateIconName: String?
}
