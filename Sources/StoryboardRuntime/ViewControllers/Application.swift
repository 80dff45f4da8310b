import Foundation
import Synchronization

/// UIKit's `UIResponder`: what controllers and app and scene delegates inherit from, so that
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles. The responder chain is
/// not simulated.
open class Responder {
  /// A responder.
  public init() {}
  /// Whether the responder can become first responder; `false`.
  open var canBecomeFirstResponder: Bool { false }
  /// Asks to become first responder; returns ``canBecomeFirstResponder``.
  @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
  /// Gives up first responder status; returns `true`.
  @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// UIKit's `UIScreen`, reduced to the main screen's size: a phone's.
public final class Screen: Sendable {
  /// The device's screen: an iPhone's, 390 × 844 points at 3×.
  public static let main = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
  /// The screen's bounds, in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: Double

  init(bounds: CGRect, scale: Double) {
    self.bounds = bounds
    self.scale = scale
  }
}

/// UIKit's `UIScene`: a scene the app shows its windows in.
open class Scene: Responder {
  /// What a scene is connected with (UIKit's `UIScene.ConnectionOptions`): nothing here.
  public final class ConnectionOptions {
    /// Options with nothing in them.
    public init() {}
    /// The URLs the scene was opened with; none.
    public var urlContexts: Set<String> { [] }
  }

  /// The session the scene belongs to.
  public let session: SceneSession

  /// A scene of `session`.
  public init(session: SceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
  }
}

/// UIKit's `UIWindowScene`: a scene with windows.
open class WindowScene: Scene {
  /// The windows made with ``Window/init(windowScene:)``.
  public var windows: [Window] { Application.shared.windows.filter { $0.windowScene === self } }
}

/// UIKit's `UISceneSession`.
public final class SceneSession {
  /// The session's identifier.
  public let persistentIdentifier: String
  /// A session.
  public init(persistentIdentifier: String = UUID().uuidString) {
    self.persistentIdentifier = persistentIdentifier
  }
}

/// UIKit's `UISceneDelegate`: told when its scene connects.
public protocol SceneDelegate: AnyObject {
  /// Called when the scene connects: where an app makes its window.
  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions)
}

extension SceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {}
}

/// UIKit's `UIWindowSceneDelegate`: a scene delegate with a window.
public protocol WindowSceneDelegate: SceneDelegate {
  /// The scene's window.
  var window: Window? { get set }
}

/// UIKit's `UIApplicationDelegate`, reduced to its window.
public protocol ApplicationDelegate: AnyObject {}

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

/// UIKit's `UIApplication`: the process's windows and which one is key.
///
/// The windows are those made with UIKit's initializers (``Window/init(frame:)``,
/// ``Window/init(windowScene:)``), and every window made once the application is in use (once
/// `Application.shared` has been read): the application keeps weak references to them, which
/// make every retain of a window slower, so windows of code that never asks for the
/// application are not tracked. Tests that run in parallel each make their own windows;
/// ``keyWindow`` is the one most recently made key, process-wide as in UIKit, so a test that
/// needs its own window keeps a reference to it.
public final class Application: Responder, @unchecked Sendable {
  /// The application.
  public static let shared: Application = {
    isInUse.store(true, ordering: .relaxed)
    return Application()
  }()

  /// Whether `shared` has been made: from then on, every new window is tracked.
  static let isInUse = Atomic<Bool>(false)

  private let registry = Mutex(WindowRegistry())

  /// The app's delegate, set by the app or the test.
  public var delegate: (any ApplicationDelegate)? {
    get { registry.withLock { $0.delegate?.value as? any ApplicationDelegate } }
    set { registry.withLock { $0.delegate = newValue.map { WeakBox(value: $0) } } }
  }

  /// The live windows, oldest first.
  public var windows: [Window] {
    registry.withLock { registry in registry.windows.compactMap { $0.value as? Window } }
  }

  /// The window most recently made key that is still alive and key.
  public var keyWindow: Window? {
    windows.last { $0.isKeyWindow && $0 === registry.withLock { $0.key?.value } }
  }

  /// The scenes of the live windows made with ``Window/init(windowScene:)``.
  public var connectedScenes: Set<Scene> {
    Set(windows.compactMap { $0.windowScene })
  }

  /// Whether a URL can be opened: every URL can, here.
  public func canOpenURL(_ url: URL) -> Bool { true }

  /// Records `url` in ``openedURLs`` instead of opening it, then calls `completion` with `true`.
  public func open(
    _ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
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
    registry.withLock { $0.key = WeakBox(value: window) }
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
