import StoryboardRuntime

/// Every storyboard of an app drawn as Interface Builder lays it out: each scene a box at its
/// canvas location, each segue an arrow styled by its kind, and every storyboard reference and
/// placeholder linked to the scene it resolves to — the model behind `graph --format svg|html`.
public struct NavigationMap: Sendable {
  /// One storyboard's canvas.
  public struct Canvas: Sendable {
    /// The storyboard's name, as the runtime names it.
    public var storyboard: String
    /// The scenes, in document order.
    public var scenes: [Scene]
    /// The segues, in document order, relationships, embeds and unwinds included.
    public var segues: [Segue]
    /// How far the drawing is moved so that nothing of it is left or above its origin.
    var offset: MapPoint
    /// The width of the drawing, in pixels.
    public var width: Double
    /// The height of the drawing, in pixels.
    public var height: Double
  }

  /// A scene's box.
  public struct Scene: Sendable {
    /// The element's `id` in the page: unique in it.
    public var pageID: String
    /// The scene's `sceneID`.
    public var sceneID: String
    /// The controller's object ID, or `nil` for a scene without a controller.
    public var controllerID: String?
    /// The controller's kind, for the box's shape.
    public var kind: ControllerKind
    /// The custom class, or the element's runtime class.
    public var className: String
    /// The title a developer recognises it by: the navigation item's, else the controller's,
    /// else the tab bar item's.
    public var title: String?
    /// The storyboard identifier.
    public var identifier: String?
    /// Whether it is its storyboard's initial scene.
    public var isInitial: Bool
    /// For a storyboard reference or placeholder: what it names and where it resolves to.
    public var reference: Reference?
    /// The nib its view comes from: its "NIB Name", else a nib whose File's Owner is its class.
    public var nibName: String?
    /// The box, in pixels.
    var frame: MapRect
  }

  /// Where a reference or placeholder leads.
  public struct Reference: Sendable {
    /// What it names: `Storyboard#identifier`, or `Storyboard (initial)`.
    public var label: String
    /// The `id` of the element it links to: the resolved scene, or the unresolved entry.
    public var target: String
    /// Whether `target` is a scene of the page.
    public var isResolved: Bool
  }

  /// A segue's arrow.
  public struct Segue: Sendable {
    /// The segue's object ID.
    public var id: String
    /// Its kind.
    public var kind: SegueKind
    /// Its identifier, if any.
    public var identifier: String?
    /// The source controller's object ID (`dump --json`'s `source`).
    public var sourceID: String?
    /// The destination's object ID (`dump --json`'s `destination`).
    public var destinationID: String?
    /// The element that triggers it (`barButtonItem`, `tableViewCell`…), when not the
    /// controller itself.
    public var trigger: String?
    /// What the triggering control shows (a button's title, a bar button item's title or
    /// system item, an accessibility identifier), when the storyboard says.
    public var triggerTitle: String?
    /// For a relationship: its name.
    public var relationship: String?
    /// The arrow as a cubic Bézier curve (empty when there is nothing to draw), and its
    /// label's place.
    var curve: [MapPoint]
    var labelPoint: MapPoint
    /// For an unwind or a segue whose destination is not in the storyboard: the marker's place.
    var marker: MapPoint?
  }

  /// A reference or placeholder that leads to nothing in the input.
  public struct Unresolved: Sendable {
    /// The `id` of the entry in the page.
    public var pageID: String
    /// The reference, as `Storyboard#objectID`.
    public var reference: String
    /// Why it leads nowhere.
    public var reason: String
  }

  /// The canvases, storyboard by storyboard in name order.
  public private(set) var canvases: [Canvas] = []
  /// The references and placeholders that lead nowhere.
  public private(set) var unresolved: [Unresolved] = []
  /// Links between storyboards for the overview: from, to, and how many references.
  public private(set) var links: [(from: String, to: String, count: Int)] = []

  /// The map of every storyboard of `bundle`.
  /// - Parameters:
  ///   - bundle: The storyboards drawn, in which references resolve.
  ///   - others: Storyboards drawn as well although they are not in the bundle (two
  ///   unrelated files that claim one name): their references resolve in `bundle`, and no
  ///   reference resolves into them.
  ///   - nibs: The app's nibs: a scene whose class is a nib's File's Owner shows that nib
  ///   as where its view comes from (as a scene with a "NIB Name" shows its own).
  public init(
    bundle: StoryboardBundle, drawingAlso others: [StoryboardDefinition] = [],
    nibs: [NibDefinition] = []
  ) {
    var nibByOwner: [String: String] = [:]
    for nib in nibs.sorted(by: { $0.name < $1.name }) {
      if let owner = nib.owner.customClass, nibByOwner[owner] == nil {
        nibByOwner[owner] = nib.name
      }
    }
    let drawn =
      bundle.storyboardNames.compactMap { bundle.definition(named: $0) }
      + others.sorted { ($0.name, $0.path ?? "") < ($1.name, $1.path ?? "") }
    var pageIDs: [String: String] = [:]
    for (storyboardIndex, storyboard) in drawn.enumerated()
    where bundle.definition(named: storyboard.name) == storyboard {
      for (sceneIndex, scene) in storyboard.scenes.enumerated() {
        guard let controller = scene.controller else { continue }
        let key = Self.key(storyboard.name, controller.id)
        if pageIDs[key] == nil { pageIDs[key] = "scene-\(storyboardIndex)-\(sceneIndex)" }
      }
    }
    var linkCounts: [String: [String: Int]] = [:]
    for (storyboardIndex, storyboard) in drawn.enumerated() {
      let name = storyboard.name
      var scenes: [Scene] = []
      for (sceneIndex, scene) in storyboard.scenes.enumerated() {
        var box = Self.scene(scene, index: "\(storyboardIndex)-\(sceneIndex)", in: storyboard)
        box.nibName =
          scene.controller?.nibName ?? scene.controller?.customClass.flatMap { nibByOwner[$0] }
        if let controller = scene.controller,
          let reference = resolve(controller, in: storyboard, bundle: bundle, pageIDs: pageIDs)
        {
          box.reference = reference.link
          if let to = reference.storyboard, to != name {
            linkCounts[name, default: [:]][to, default: 0] += 1
          }
        }
        scenes.append(box)
      }
      canvases.append(Self.canvas(name, storyboard, scenes: scenes))
    }
    links = linkCounts.keys.sorted().flatMap { from in
      linkCounts[from]!.keys.sorted().map { (from, $0, linkCounts[from]![$0]!) }
    }
  }

  private static func key(_ storyboard: String, _ id: String) -> String { "\(storyboard)#\(id)" }

  private static func scene(
    _ scene: SceneDefinition, index: String, in storyboard: StoryboardDefinition
  ) -> Scene {
    let controller = scene.controller
    let kind = controller?.kind ?? .other("scene")
    return Scene(
      pageID: "scene-\(index)", sceneID: scene.sceneID, controllerID: controller?.id,
      kind: kind, className: controller?.className ?? "Scene",
      title: controller?.navigationItemTitle ?? controller?.title
        ?? controller?.tabBarItemTitle,
      identifier: controller?.storyboardIdentifier,
      isInitial: controller != nil && storyboard.initialViewControllerID == controller?.id,
      reference: nil, nibName: nil, frame: MapRect(x: 0, y: 0, width: 0, height: 0))
  }

  /// A reference's or placeholder's link, or `nil` for a scene that is neither.
  private mutating func resolve(
    _ controller: ControllerDefinition, in storyboard: StoryboardDefinition,
    bundle: StoryboardBundle, pageIDs: [String: String]
  ) -> (link: Reference, storyboard: String?)? {
    let label = Self.referenceLabel(controller, in: storyboard)
    guard let label else { return nil }
    let reference = Self.key(storyboard.name, controller.id)
    do {
      guard let target = try bundle.resolveStandIn(controller, in: storyboard) else { return nil }
      if let pageID = pageIDs[Self.key(target.storyboardName, target.controller.id)] {
        return (Reference(label: label, target: pageID, isResolved: true), target.storyboardName)
      }
      return (
        unresolvedLink(
          label, reference, "the storyboard \(target.storyboardName) is not in the input"),
        nil
      )
    } catch {
      return (unresolvedLink(label, reference, "\(error)"), nil)
    }
  }

  private mutating func unresolvedLink(_ label: String, _ reference: String, _ reason: String)
    -> Reference
  {
    let pageID = "unresolved-\(unresolved.count)"
    unresolved.append(Unresolved(pageID: pageID, reference: reference, reason: reason))
    return Reference(label: label, target: pageID, isResolved: false)
  }

  /// What a reference or a placeholder names, or `nil` for a scene that is neither.
  private static func referenceLabel(
    _ controller: ControllerDefinition, in storyboard: StoryboardDefinition
  ) -> String? {
    if let reference = controller.reference {
      let name = reference.storyboardName ?? storyboard.name
      return reference.referencedIdentifier.map { "\(name)#\($0)" } ?? "\(name) (initial)"
    }
    guard let (name, identifier) = StoryboardBundle.placeholderTarget(of: controller) else {
      return nil
    }
    return identifier.map { "\(name)#\($0)" } ?? "\(name) (initial)"
  }
}
