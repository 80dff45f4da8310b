import StoryboardRuntime

/// The navigation of a whole app as one graph: every scene of every storyboard is a node,
/// every segue an edge, with storyboard references and placeholders resolved — an edge into
/// a reference leads to the scene it stands for, in whichever storyboard that is.
///
/// Unwind segues are left out: their destination is found at run time (UNW-3). A reference
/// or placeholder that leads nowhere becomes an unresolved node that says why.
public struct NavigationGraph: Sendable, Equatable {
  /// A scene.
  public struct Node: Sendable, Equatable {
    /// Unique in the graph: `Storyboard/objectID`.
    public var id: String
    /// The storyboard the scene belongs to.
    public var storyboard: String
    /// The controller's object ID in its storyboard.
    public var sceneID: String
    /// The scene's storyboard identifier, if any.
    public var identifier: String?
    /// The custom class, or the element's runtime class.
    public var className: String
    /// Whether it is its storyboard's initial controller.
    public var isInitial: Bool
    /// For a reference or placeholder that leads nowhere: why. `nil` for a real scene.
    public var unresolvedReason: String?
  }

  /// A segue, or a container's relationship to a child.
  public struct Edge: Sendable, Equatable {
    /// The source node's ID.
    public var from: String
    /// The destination node's ID.
    public var to: String
    /// The segue's kind.
    public var kind: SegueKind
    /// The segue's identifier, if any.
    public var identifier: String?
    /// For a relationship: its name (`rootViewController`, `viewControllers`…).
    public var relationship: String?
    /// The references and placeholders followed to the destination (`Storyboard#objectID`).
    public var via: [String]
    /// Whether the destination is in another storyboard than the source.
    public var crossesStoryboards: Bool

    /// The text drawn on the edge: the relationship, else the kind and identifier.
    public var label: String {
      if let relationship { return relationship }
      return identifier.map { "\(kind): \($0)" } ?? kind.description
    }
  }

  /// The nodes, storyboard by storyboard (in name order), in document order.
  public private(set) var nodes: [Node] = []
  /// The edges, storyboard by storyboard, in document order.
  public private(set) var edges: [Edge] = []

  /// The graph of every storyboard of `bundle`.
  public init(bundle: StoryboardBundle) {
    var unresolved: [String: Node] = [:]
    var entries: [(StoryboardDefinition, ControllerDefinition)] = []
    for name in bundle.storyboardNames {
      guard let storyboard = bundle.definition(named: name) else { continue }
      for case let controller? in storyboard.scenes.map(\.controller) {
        entries.append((storyboard, controller))
      }
    }
    var seen: Set<String> = []
    // A damaged file can repeat an object ID: the first controller wins, as lookups by ID do.
    for (storyboard, controller) in entries
    where seen.insert(Self.id(storyboard.name, controller.id)).inserted {
      switch Self.resolution(of: controller, in: storyboard, bundle: bundle) {
      case .scene:
        nodes.append(Self.node(controller, in: storyboard))
      case .standIn:
        break
      case .unresolved(let reason):
        unresolved[Self.id(storyboard.name, controller.id)] = Node(
          id: Self.id(storyboard.name, controller.id), storyboard: storyboard.name,
          sceneID: controller.id, identifier: controller.storyboardIdentifier,
          className: controller.className, isInitial: false, unresolvedReason: reason)
      }
    }
    // A stand-in's own segues are left out: once substituted, the real scene's segues apply.
    let sceneIDs = Set(nodes.map(\.id))
    var usedUnresolved: Set<String> = []
    for name in bundle.storyboardNames {
      guard let storyboard = bundle.definition(named: name) else { continue }
      // Looked up once per storyboard; with repeated object IDs the first controller wins.
      let controllers = Dictionary(
        storyboard.scenes.compactMap(\.controller).map { ($0.id, $0) }
      ) { first, _ in first }
      for segue in storyboard.segues where segue.kind != .unwind {
        guard let sourceID = segue.sourceID, sceneIDs.contains(Self.id(name, sourceID)),
          let destinationID = segue.destinationID,
          let destination = controllers[destinationID]
        else { continue }
        var target = (storyboard: name, id: Self.id(name, destinationID))
        var via: [String] = []
        switch Self.resolution(of: destination, in: storyboard, bundle: bundle) {
        case .scene: break
        case .standIn(let resolved):
          target = (
            resolved.storyboardName, Self.id(resolved.storyboardName, resolved.controller.id)
          )
          via = resolved.chain
        case .unresolved: usedUnresolved.insert(target.id)
        }
        edges.append(
          Edge(
            from: Self.id(name, sourceID), to: target.id, kind: segue.kind,
            identifier: segue.identifier, relationship: segue.relationship, via: via,
            crossesStoryboards: target.storyboard != name))
      }
    }
    nodes += unresolved.keys.sorted().filter(usedUnresolved.contains).compactMap { unresolved[$0] }
  }

  private enum Resolution {
    case scene
    case standIn(ReferenceTarget)
    case unresolved(String)
  }

  private static func resolution(
    of controller: ControllerDefinition, in storyboard: StoryboardDefinition,
    bundle: StoryboardBundle
  ) -> Resolution {
    do {
      return try bundle.resolveStandIn(controller, in: storyboard).map(Resolution.standIn)
        ?? .scene
    } catch {
      return .unresolved("\(error)")
    }
  }

  private static func node(_ controller: ControllerDefinition, in storyboard: StoryboardDefinition)
    -> Node
  {
    Node(
      id: id(storyboard.name, controller.id), storyboard: storyboard.name,
      sceneID: controller.id, identifier: controller.storyboardIdentifier,
      className: controller.className,
      isInitial: storyboard.initialViewControllerID == controller.id, unresolvedReason: nil)
  }

  private static func id(_ storyboard: String, _ sceneID: String) -> String {
    "\(storyboard)/\(sceneID)"
  }
}
