import Foundation
import Synchronization

/// UIKit's `UISceneSession`.
public final class SceneSession: Hashable {
  /// The session's identifier.
  public let persistentIdentifier: String
  /// A session.
  public init(persistentIdentifier: String = UUID().uuidString) {
    self.persistentIdentifier = persistentIdentifier
  }

  /// Sessions are equal when they are the same object, as UIKit's (`NSObject` identity).
  public static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }
  /// Hashes the session's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
