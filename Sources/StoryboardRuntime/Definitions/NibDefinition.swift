/// A nib file (`.xib`), read by the same reader as a storyboard's scenes: Interface Builder's
/// document with one `<objects>` list — the File's Owner and First Responder placeholders and
/// any number of top-level objects (views, cells, gesture recognizers, custom objects), each
/// with its subviews and connections.
public struct NibDefinition: Sendable, Equatable {
  /// The nib's name (its file name without `.xib`).
  public var name: String
  /// Where it was read from, for errors.
  public var path: String?
  /// The File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`) as a scene's
  /// controller: its ID, its class, its outlets and actions, and the nib's objects — the
  /// top-level ones and, after each, its subviews, parents before their children.
  public var owner: ControllerDefinition

  /// A nib named `name` whose File's Owner and objects `owner` holds.
  public init(name: String, path: String? = nil, owner: ControllerDefinition) {
    self.name = name
    self.path = path
    self.owner = owner
  }

  /// The top-level objects the nib makes (placeholders left out), in the document's order.
  public var topLevelObjects: [SceneObjectDefinition] {
    owner.objects.filter { $0.isTopLevel && $0.element != "placeholder" }
  }
}
