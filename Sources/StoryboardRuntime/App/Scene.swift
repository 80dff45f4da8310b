import Foundation
import Synchronization

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
