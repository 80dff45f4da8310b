import Foundation

extension Scene {
  /// A scene's state (UIKit's `UIScene.ActivationState`).
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }

  /// Options of a request to activate a scene.
  open class ActivationRequestOptions {
    /// The scene that asks.
    open var requestingScene: Scene?
    /// Default options.
    public init() {}
  }

  /// Options of ``Scene/open(_:options:completionHandler:)``.
  open class OpenExternalURLOptions {
    /// Open the URL only as a universal link.
    open var universalLinksOnly = false
    /// Default options.
    public init() {}
  }

  /// The options a URL was opened in the scene with (UIKit's `UIScene.OpenURLOptions`).
  open class OpenURLOptions {
    /// The bundle identifier of the app that opened it.
    public let sourceApplication: String?
    /// The data of the app that opened it.
    public let annotation: Any?
    /// Whether the document is opened in place.
    public let openInPlace: Bool
    /// Options, as a test makes them to call `scene(_:openURLContexts:)`.
    public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false)
    {
      self.sourceApplication = sourceApplication
      self.annotation = annotation
      self.openInPlace = openInPlace
    }
  }

  /// Posted when a scene connects.
  public static let willConnectNotification = NSNotification.Name(
    "UISceneWillConnectNotification")
  /// Posted when a scene is released.
  public static let didDisconnectNotification = NSNotification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted when a scene becomes active.
  public static let didActivateNotification = NSNotification.Name(
    "UISceneDidActivateNotification")
  /// Posted when a scene is about to stop being active.
  public static let willDeactivateNotification = NSNotification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when a scene is about to enter the foreground.
  public static let willEnterForegroundNotification = NSNotification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when a scene entered the background.
  public static let didEnterBackgroundNotification = NSNotification.Name(
    "UISceneDidEnterBackgroundNotification")
}
