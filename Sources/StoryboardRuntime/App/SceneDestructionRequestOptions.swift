/// UIKit's `UISceneDestructionRequestOptions`: how a scene is closed (no options are modelled).
open class SceneDestructionRequestOptions {
  /// Default options.
  public init() {}
}
