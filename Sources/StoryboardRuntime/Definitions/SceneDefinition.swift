/// One scene of a storyboard: a controller and the objects around it.
public struct SceneDefinition: Sendable, Equatable {
  /// The scene's own ID (`sceneID`).
  public var sceneID: String
  /// The scene's controller, or `nil` for a scene without one.
  public var controller: ControllerDefinition?
  /// Where Interface Builder draws the scene on its canvas (`<point key="canvasLocation">`),
  /// or `nil` when the file does not say.
  public var canvasLocation: CanvasPoint?

  /// Creates a scene.
  public init(
    sceneID: String, controller: ControllerDefinition?, canvasLocation: CanvasPoint? = nil
  ) {
    self.sceneID = sceneID
    self.controller = controller
    self.canvasLocation = canvasLocation
  }
}
