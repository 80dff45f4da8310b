/// Everything navigation needs to know about one storyboard file: its scenes, their
/// controllers and the segues between them.
///
/// Definitions are plain values: build them in code with ``StoryboardBuilder``, or load them
/// from `.storyboard` XML with the `StoryboardLoader` module. Loading a definition instantiates
/// nothing (SB-2); a ``Storyboard`` does that on demand.
public struct StoryboardDefinition: Sendable, Equatable {
  /// The storyboard's name: its file name without the extension.
  public var name: String
  /// The file the definition was read from, or `nil` for one built in code.
  public var path: String?
  /// The document's `targetRuntime` (`iOS.CocoaTouch`, `watchKit`, `MacOSX.Cocoa`…).
  public var targetRuntime: String?
  /// The document's format `version`.
  public var version: String?
  /// The document's `toolsVersion`.
  public var toolsVersion: String?
  /// The object ID of the initial controller (the designated entry point), or `nil`.
  public var initialViewControllerID: String?
  /// The scenes, in document order.
  public var scenes: [SceneDefinition]
  /// The segues, in document order.
  public var segues: [SegueDefinition]
  /// Where the `<document>` element starts, for a definition read from a file.
  public var documentLocation: SourcePosition?

  /// Creates a definition.
  public init(
    name: String, path: String? = nil, targetRuntime: String? = "iOS.CocoaTouch",
    version: String? = "3.0", toolsVersion: String? = nil, initialViewControllerID: String? = nil,
    scenes: [SceneDefinition] = [], segues: [SegueDefinition] = []
  ) {
    self.name = name
    self.path = path
    self.targetRuntime = targetRuntime
    self.version = version
    self.toolsVersion = toolsVersion
    self.initialViewControllerID = initialViewControllerID
    self.scenes = scenes
    self.segues = segues
  }

  /// The controller whose object ID is `id`, or `nil`.
  public func controller(withID id: String) -> ControllerDefinition? {
    scenes.lazy.compactMap(\.controller).first { $0.id == id }
  }

  /// The controller whose storyboard identifier is `identifier`, or `nil`.
  public func controller(withStoryboardIdentifier identifier: String) -> ControllerDefinition? {
    scenes.lazy.compactMap(\.controller).first { $0.storyboardIdentifier == identifier }
  }

  /// The initial controller, or `nil` when the storyboard has no entry point.
  public var initialController: ControllerDefinition? {
    initialViewControllerID.flatMap(controller(withID:))
  }

  /// The segues whose source is the controller with object ID `id`, in document order.
  public func segues(fromControllerWithID id: String) -> [SegueDefinition] {
    segues.filter { $0.sourceID == id }
  }

  /// The segues (other than unwind segues, whose destination is the scene's Exit) without a
  /// `destination`, or whose destination is no controller of this storyboard (a view's ID, a
  /// deleted scene), each with what is wrong; ``SegueDefinition/missingDestinationFix`` says
  /// what to do.
  public var seguesWithoutDestination: [(segue: SegueDefinition, problem: String)] {
    let controllerIDs = Set(scenes.compactMap(\.controller?.id))
    return segues.compactMap { segue in
      guard segue.kind != .unwind, segue.destinationID.map(controllerIDs.contains) != true else {
        return nil
      }
      let name = segue.identifier.map { "'\($0)'" } ?? "'\(segue.id)'"
      let problem =
        segue.destinationID.map {
          "the segue \(name) leads to '\($0)', which is no scene of '\(self.name)'"
        } ?? "the segue \(name) has no destination"
      return (segue, problem)
    }
  }
}
