import Foundation

/// What `init(coder:)` receives when a storyboard instantiates a controller: the scene being
/// decoded and the storyboard it comes from.
///
/// An `NSCoder`, so that `required init?(coder: NSCoder)` is written as in UIKit: pass it on to
/// `super.init(coder:)` unchanged. It decodes nothing itself: a keyed decoding call finds no
/// value (`nil`, `false`, 0), as a key the archive lacks, rather than stopping the process as
/// an abstract `NSCoder` does. A creator block (SB-5) or `@IBSegueAction`
/// (SB-6) must create its controller with this coder, or the instantiation fails with
/// ``StoryboardError/creatorSkippedSuperInit(segueAction:)``.
public final class StoryboardCoder: NSCoder {
  /// The storyboard the scene belongs to.
  public let storyboard: Storyboard
  /// The scene's controller as the storyboard declares it; its Storyboard ID is
  /// `sceneDefinition.storyboardIdentifier`.
  public var sceneDefinition: ControllerDefinition { storyboardScene.controller }
  /// The scene being decoded.
  let storyboardScene: StoryboardScene
  /// The class the storyboard declared when no registered class matched it (a stand-in).
  let declaredClassName: String?
  /// The identity of the controller that called `init(coder:)` with this coder.
  var decodedControllerID: ObjectIdentifier?
  /// Whether the coder stands for no scene: the coder of the stand-in a raise returns.
  let isStandIn: Bool

  package init(storyboard: Storyboard, scene: StoryboardScene, declaredClassName: String?) {
    self.storyboard = storyboard
    storyboardScene = scene
    self.declaredClassName = declaredClassName
    isStandIn = false
    super.init()
  }

  /// The coder of a stand-in of `className`, which decodes no scene.
  init(standInFor className: String, in storyboard: Storyboard) {
    self.storyboard = storyboard
    storyboardScene = StoryboardScene(
      ControllerDefinition(id: "", customClass: className), storyboardName: storyboard.name,
      segues: [])
    declaredClassName = nil
    isStandIn = true
    super.init()
  }

  /// `true`: the coder answers keyed calls.
  public override var allowsKeyedCoding: Bool { true }
  /// `false`: the coder holds no value for any key.
  public override func containsValue(forKey key: String) -> Bool { false }
  /// `nil`: no value.
  public override func decodeObject(forKey key: String) -> Any? { nil }
  /// `false`: no value.
  public override func decodeBool(forKey key: String) -> Bool { false }
  /// 0: no value.
  public override func decodeInteger(forKey key: String) -> Int { 0 }
  /// 0: no value.
  public override func decodeInt32(forKey key: String) -> Int32 { 0 }
  /// 0: no value.
  public override func decodeInt64(forKey key: String) -> Int64 { 0 }
  /// 0: no value.
  public override func decodeFloat(forKey key: String) -> Float { 0 }
  /// 0: no value.
  public override func decodeDouble(forKey key: String) -> Double { 0 }
}
