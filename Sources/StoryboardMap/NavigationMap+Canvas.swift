import StoryboardRuntime

extension NavigationMap {
  /// A box's size in pixels: a screen for a content scene, shorter for a container, a tag for
  /// a reference.
  static func size(of scene: Scene) -> (width: Double, height: Double) {
    if scene.reference != nil { return (120, 64) }
    switch scene.kind {
    case .navigationController, .tabBarController, .splitViewController: return (120, 150)
    case .reference: return (120, 64)
    default: return (120, 200)
    }
  }

  /// The canvas of `storyboard`: the scenes placed, the segues routed.
  static func canvas(_ name: String, _ storyboard: StoryboardDefinition, scenes: [Scene]) -> Canvas
  {
    let frames = CanvasLayout.frames(
      sizes: scenes.map(size(of:)), locations: storyboard.scenes.map(\.canvasLocation))
    var scenes = scenes
    for index in scenes.indices { scenes[index].frame = frames[index] }
    var frameOf: [String: MapRect] = [:]
    for scene in scenes {
      if let id = scene.controllerID, frameOf[id] == nil { frameOf[id] = scene.frame }
    }
    var lanes: [String: Int] = [:]
    var segues: [Segue] = []
    for segue in storyboard.segues {
      let source = segue.sourceID.flatMap { frameOf[$0] }
      let destination = segue.destinationID.flatMap { frameOf[$0] }
      let pair =
        "\(segue.sourceID ?? "")>\(segue.kind == .unwind ? "exit" : segue.destinationID ?? "")"
      let lane = lanes[pair, default: 0]
      lanes[pair] = lane + 1
      var drawn = Segue(
        id: segue.id, kind: segue.kind, identifier: segue.identifier, sourceID: segue.sourceID,
        destinationID: segue.destinationID,
        trigger: segue.trigger == storyboard.controllerElement(segue.sourceID)
          ? nil : segue.trigger,
        triggerTitle: storyboard.title(ofTrigger: segue),
        relationship: segue.relationship, curve: [], labelPoint: MapPoint(x: 0, y: 0),
        marker: nil)
      if let source, let destination, segue.kind != .unwind {
        let route = CanvasLayout.route(
          from: source, to: destination, avoiding: frames, lane: lane)
        drawn.curve = route.curve
        drawn.labelPoint = route.label
      } else if let source {
        let stub = CanvasLayout.stub(on: source, lane: lane)
        drawn.curve = stub.curve
        drawn.marker = stub.end
        drawn.labelPoint = MapPoint(x: stub.end.x + 10, y: stub.end.y - 4)
      }
      segues.append(drawn)
    }
    // Curves may leave the scenes' bounds (arches, loops): the drawing grows to hold them.
    let points =
      frames.flatMap { [MapPoint(x: $0.x, y: $0.y), MapPoint(x: $0.maxX, y: $0.maxY)] }
      + segues.flatMap(\.curve)
    let shift = MapPoint(
      x: max(0, CanvasLayout.margin - (points.map(\.x).min() ?? 0)),
      y: max(0, CanvasLayout.margin - (points.map(\.y).min() ?? 0)))
    let width = (points.map(\.x).max() ?? 0) + shift.x + CanvasLayout.margin + 60
    let height = (points.map(\.y).max() ?? 0) + shift.y + CanvasLayout.margin
    return Canvas(
      storyboard: name, scenes: scenes, segues: segues, offset: shift, width: max(width, 240),
      height: max(height, 120))
  }
}

extension StoryboardDefinition {
  /// The XML element of the controller `id`, for telling a controller's own segues from a
  /// control's.
  /// What the control that triggers `segue` shows, from the source scene's objects.
  fileprivate func title(ofTrigger segue: SegueDefinition) -> String? {
    guard let triggerID = segue.triggerID, triggerID != segue.sourceID,
      let controller = scenes.lazy.compactMap(\.controller).first(where: { $0.id == segue.sourceID }
      ),
      let object = controller.objects.first(where: { $0.id == triggerID })
    else { return nil }
    return object.states["normal"]?["title"] ?? object.attributes["title"]
      ?? object.attributes["systemItem"] ?? object.accessibilityIdentifier
      ?? object.attributes["reuseIdentifier"]
  }

  fileprivate func controllerElement(_ id: String?) -> String? {
    guard let id else { return nil }
    return scenes.lazy.compactMap(\.controller).first { $0.id == id }?.element
  }
}
