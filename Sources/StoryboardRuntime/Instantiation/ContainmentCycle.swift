/// Scenes that contain each other: a chain of relationship segues (a container's children) and
/// embed segues (container views) that leads back to a scene already on it. Instantiating any
/// scene of such a chain would never end, so the runtime refuses it and lint reports it.
public struct ContainmentCycle: Sendable, Equatable {
  /// What closes the cycle.
  public enum Kind: Sendable, Equatable {
    /// Relationship segues only: a container that is its own child or ancestor.
    case relationship
    /// At least one embed segue: a container view that embeds a scene containing it.
    case embed
  }

  /// Relationships only, or an embed on the way.
  public var kind: Kind
  /// The scenes as `Storyboard#objectID`, the first repeated at the end
  /// (`Main#tabs -> Main#tabs`).
  public var scenes: [String]

  /// The error instantiation throws for this cycle.
  public var error: StoryboardError {
    kind == .embed ? .embedCycle(scenes) : .relationshipCycle(scenes)
  }
}
