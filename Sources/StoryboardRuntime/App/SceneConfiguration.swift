/// UIKit's `UISceneConfiguration`: what an app's scenes of a role are made of (the app
/// delegate's `application(_:configurationForConnecting:options:)` answers one); kept as data.
open class SceneConfiguration {
  /// The configuration's name in the app's Info.plist.
  public let name: String?
  /// The role of the sessions it configures.
  public let role: SceneSession.Role
  /// The scene's class.
  open var sceneClass: AnyClass?
  /// The scene delegate's class.
  open var delegateClass: AnyClass?
  /// The storyboard whose initial controller becomes the window's root.
  open var storyboard: Storyboard?

  /// A configuration named `name` for `sessionRole`.
  public init(name: String?, sessionRole: SceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}
