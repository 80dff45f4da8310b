import Foundation
import Synchronization

/// UIKit's `UISceneSession`.
open class SceneSession: Hashable {
  /// A session's role (UIKit's `UISceneSession.Role`).
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's name.
    public let rawValue: String
    /// A role named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's interactive windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// An external display's windows.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The session's identifier.
  public let persistentIdentifier: String
  /// The session's role.
  public let role: Role
  /// The scene shown for the session, while it is connected.
  open internal(set) weak var scene: Scene?
  /// The configuration the session's scenes are made with.
  open internal(set) var configuration: SceneConfiguration
  /// The activity to restore the session's state from.
  open var stateRestorationActivity: NSUserActivity?
  /// The app's data for the session.
  open var userInfo: [String: Any]?

  /// A session.
  public init(persistentIdentifier: String = UUID().uuidString, role: Role = .windowApplication) {
    self.persistentIdentifier = persistentIdentifier
    self.role = role
    configuration = SceneConfiguration(name: "Default Configuration", sessionRole: role)
  }
  /// A session from an archive: a new one, as nothing is archived here.
  public convenience init?(coder: NSCoder) { self.init() }

  /// Sessions are equal when they are the same object, as UIKit's (`NSObject` identity).
  public static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }
  /// Hashes the session's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
