import Foundation
import Synchronization

/// UIKit's `UIScene`: a scene the app shows its windows in.
open class Scene: Responder {
  /// What a scene is connected with (UIKit's `UIScene.ConnectionOptions`): nothing here.
  public final class ConnectionOptions {
    /// Options with nothing in them.
    public init() {}
    /// The URLs the scene was opened with; none.
    public var urlContexts: Set<OpenURLContext> { [] }
    /// The app that asked for the scene; none.
    public var sourceApplication: String? { nil }
    /// The type of activity handed off to the scene; none.
    public var handoffUserActivityType: String? { nil }
    /// The activities the scene continues; none.
    public var userActivities: Set<NSUserActivity> { [] }
    /// The quick action the scene was opened with; none.
    public var shortcutItem: ApplicationShortcutItem? { nil }
  }

  /// The session the scene belongs to.
  public let session: SceneSession
  /// The scene's delegate, which the scene keeps (strongly, as UIKit's).
  open var delegate: (any SceneDelegate)?
  /// The scene's state: active in the foreground, as a test drives the app there.
  open var activationState: ActivationState { .foregroundActive }
  /// The title shown in the app switcher.
  open var title: String!
  /// The subtitle shown in the app switcher.
  open var subtitle = ""
  /// When the scene may be activated for content.
  open var activationConditions = SceneActivationConditions()
  /// Whether the pointer is locked: not on this device.
  open var pointerLockState: PointerLockState? { nil }

  /// A scene of `session`.
  public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// Records `url` as ``Application/open(_:options:completionHandler:)`` does, then calls
  /// `completion` with `true`.
  open func open(
    _ url: URL, options: OpenExternalURLOptions?,
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    Application.shared.open(url, options: [:], completionHandler: completion)
  }

  /// Records `url` as ``Application/open(_:options:completionHandler:)`` does; `true`.
  open func open(_ url: URL, options: OpenExternalURLOptions?) async -> Bool {
    Application.shared.open(url, options: [:], completionHandler: nil)
    return true
  }

  /// Asks for more time to restore state: nothing to wait for here.
  /// Inert: nothing in the simulation acts on it.
  open func extendStateRestoration() {}
  /// Ends ``extendStateRestoration()``. Inert: nothing in the simulation acts on it.
  open func completeStateRestoration() {}
}
