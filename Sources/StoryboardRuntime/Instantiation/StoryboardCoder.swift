import Foundation

/// What `init(coder:)` receives when a storyboard instantiates a controller: the scene being
/// decoded and the storyboard it comes from.
///
/// An `NSCoder`, so that `required init?(coder: NSCoder)` is written as in UIKit: pass it on to
/// `super.init(coder:)` unchanged. It decodes nothing itself. A creator block (SB-5) or `@IBSegueAction`
/// (SB-6) must create its controller with this coder, or the instantiation fails with
/// ``StoryboardError/creatorSkippedSuperInit(segueAction:)``.
public final class StoryboardCoder: NSCoder {
  /// The storyboard the scene belongs to.
  public let storyboard: Storyboard
  /// The scene's controller as the storyboard declares it; its Storyboard ID is
  /// `sceneDefinition.storyboardIdentifier`.
  public var sceneDefinition: ControllerDefinition { storyboardScene.controller }
  /// The scene's controller as the storyboard declares it.
  @available(*, deprecated, renamed: "sceneDefinition")
  public var scene: ControllerDefinition { sceneDefinition }
  /// The scene being decoded.
  let storyboardScene: StoryboardScene
  /// The class the storyboard declared when no registered class matched it (a stand-in).
  let declaredClassName: String?
  /// The identity of the controller that called `init(coder:)` with this coder.
  var decodedControllerID: ObjectIdentifier?

  package init(storyboard: Storyboard, scene: StoryboardScene, declaredClassName: String?) {
    self.storyboard = storyboard
    storyboardScene = scene
    self.declaredClassName = declaredClassName
    super.init()
  }
}
