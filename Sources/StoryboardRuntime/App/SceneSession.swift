import Foundation
import Synchronization

/// UIKit's `UISceneSession`.
public final class SceneSession {
  /// The session's identifier.
  public let persistentIdentifier: String
  /// A session.
  public init(persistentIdentifier: String = UUID().uuidString) {
    self.persistentIdentifier = persistentIdentifier
  }
}
