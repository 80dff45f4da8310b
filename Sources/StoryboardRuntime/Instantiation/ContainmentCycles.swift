extension StoryboardBundle {
  /// The first cycle of containment reachable from `controller` of `storyboard`, following
  /// relationship and embed segues, storyboard references and — with `followingPlaceholders`
  /// — placeholders, or `nil`. The walk keeps its own stack and visits each scene once, so
  /// any storyboard, however deep or cyclic, is walked in bounded time and stack.
  public func containmentCycle(
    from controller: ControllerDefinition, in storyboard: StoryboardDefinition,
    followingPlaceholders: Bool = false
  ) -> ContainmentCycle? {
    var known: Set<String> = []
    return containmentCycle(
      from: controller, in: storyboard, followingPlaceholders: followingPlaceholders,
      knownAcyclic: &known)
  }

  /// ``containmentCycle(from:in:followingPlaceholders:)`` that skips the scenes of
  /// `knownAcyclic` and, when it finds no cycle, adds every scene it walked to them: checks
  /// of many scenes then walk each scene once.
  func containmentCycle(
    from controller: ControllerDefinition, in storyboard: StoryboardDefinition,
    followingPlaceholders: Bool, knownAcyclic: inout Set<String>
  ) -> ContainmentCycle? {
    var walk = ContainmentWalk(
      bundle: self, followingPlaceholders: followingPlaceholders, done: knownAcyclic)
    let cycle = walk.cycle(from: controller, in: storyboard)
    if cycle == nil { knownAcyclic = walk.walked }
    return cycle
  }

  /// Every containment cycle among the scenes of the bundle's storyboards, each once, in
  /// storyboard and scene order, with the storyboard and scene where the cycle starts. One walk
  /// serves every scene, so the time grows with the scenes and segues, not their square.
  public func containmentCycles(followingPlaceholders: Bool = true) -> [(
    cycle: ContainmentCycle, storyboard: StoryboardDefinition, controller: ControllerDefinition
  )] {
    var walk = ContainmentWalk(bundle: self, followingPlaceholders: followingPlaceholders)
    var found: [(ContainmentCycle, StoryboardDefinition, ControllerDefinition)] = []
    var reported: Set<Set<String>> = []
    for storyboard in storyboardNames.compactMap(definition(named:)) {
      for case let controller? in storyboard.scenes.map(\.controller)
      where controller.kind != .reference {
        if let cycle = walk.cycle(from: controller, in: storyboard),
          let (cycleStoryboard, cycleController) = walk.cycleStart,
          reported.insert(Set(cycle.scenes)).inserted
        {
          found.append((cycle, cycleStoryboard, cycleController))
        }
      }
    }
    return found
  }
}

/// A depth-first walk over containment edges with an explicit stack.
private struct ContainmentWalk {
  /// A scene in the walk: `Storyboard#objectID`.
  struct Node {
    let storyboard: StoryboardDefinition
    let controller: ControllerDefinition
    let key: String
  }

  /// A scene on the current path, with the edges not yet walked.
  struct Frame {
    let node: Node
    var key: String { node.key }
    var edges: [(node: Node, isEmbed: Bool)]
    /// Whether the edge into this scene is an embed segue.
    let isEmbedIn: Bool
  }

  /// One storyboard's controllers by object ID and containment segues by source.
  struct Index {
    var controllers: [String: ControllerDefinition] = [:]
    var containment: [String: [SegueDefinition]] = [:]
  }

  let bundle: StoryboardBundle
  let followingPlaceholders: Bool
  private var indexes: [String: Index] = [:]
  /// Scenes whose containment was walked to the end without a cycle, across walks.
  private var done: Set<String> = []
  /// The first scene of the last cycle found.
  private(set) var cycleStart: (StoryboardDefinition, ControllerDefinition)?

  init(bundle: StoryboardBundle, followingPlaceholders: Bool, done: Set<String> = []) {
    self.bundle = bundle
    self.followingPlaceholders = followingPlaceholders
    self.done = done
  }

  /// The scenes walked to the end without a cycle so far.
  var walked: Set<String> { done }

  mutating func cycle(from controller: ControllerDefinition, in storyboard: StoryboardDefinition)
    -> ContainmentCycle?
  {
    guard let start = node(controller, in: storyboard), !done.contains(start.key) else {
      return nil
    }
    var onPath: [String: Int] = [start.key: 0]
    var path = [Frame(node: start, edges: edges(of: start), isEmbedIn: false)]
    while !path.isEmpty {
      guard let (next, isEmbed) = path[path.count - 1].edges.popLast() else {
        let finished = path.removeLast().key
        onPath[finished] = nil
        done.insert(finished)
        continue
      }
      if let index = onPath[next.key] {
        let loop = path[index...]
        cycleStart = (path[index].node.storyboard, path[index].node.controller)
        // Later walks of a shared walk (lint) stop here instead of finding the cycle again;
        // ``walked`` is only used as "free of cycles" when no cycle was found.
        done.formUnion(path.map(\.key))
        let embeds = isEmbed || loop.dropFirst().contains(where: \.isEmbedIn)
        return ContainmentCycle(
          kind: embeds ? .embed : .relationship, scenes: loop.map(\.key) + [next.key])
      }
      guard !done.contains(next.key) else { continue }
      onPath[next.key] = path.count
      path.append(Frame(node: next, edges: edges(of: next), isEmbedIn: isEmbed))
    }
    return nil
  }

  /// The scene `controller` stands for: itself, or where its reference (or, when following
  /// them, its placeholder) leads; `nil` for a reference that leads nowhere.
  private func node(_ controller: ControllerDefinition, in storyboard: StoryboardDefinition)
    -> Node?
  {
    let isStandIn = controller.kind == .reference || followingPlaceholders
    guard isStandIn, let target = try? bundle.resolveStandIn(controller, in: storyboard) else {
      return controller.kind == .reference
        ? nil
        : Node(
          storyboard: storyboard, controller: controller,
          key: "\(storyboard.name)#\(controller.id)")
    }
    guard let targetBundle = bundle.bundle(withIdentifier: target.bundleIdentifier),
      let definition = targetBundle.definition(named: target.storyboardName)
    else { return nil }
    return Node(
      storyboard: definition, controller: target.controller,
      key: "\(definition.name)#\(target.controller.id)")
  }

  /// The scenes `node` contains through its relationship and embed segues, last first.
  private mutating func edges(of node: Node) -> [(node: Node, isEmbed: Bool)] {
    let index = self.index(of: node.storyboard)
    return (index.containment[node.controller.id] ?? []).reversed().compactMap { segue in
      guard let destinationID = segue.destinationID,
        let destination = index.controllers[destinationID],
        let target = self.node(destination, in: node.storyboard)
      else { return nil }
      return (target, segue.kind == .embed)
    }
  }

  private mutating func index(of storyboard: StoryboardDefinition) -> Index {
    let key = "\(storyboard.path ?? "")#\(storyboard.name)"
    if let index = indexes[key] { return index }
    var index = Index()
    for case let controller? in storyboard.scenes.map(\.controller)
    where index.controllers[controller.id] == nil {
      index.controllers[controller.id] = controller
    }
    for segue in storyboard.segues where segue.kind == .relationship || segue.kind == .embed {
      if let source = segue.sourceID { index.containment[source, default: []].append(segue) }
    }
    indexes[key] = index
    return index
  }
}
