import Foundation

/// A storyboard of a ``StoryboardBundle``: creates new controllers from its scenes on demand.
///
/// Creating a storyboard instantiates nothing (SB-2). Each `instantiate…` call returns new
/// instances, created through `init(coder:)`, with their relationship children (SB-10),
/// runtime attributes (SB-8) and `awakeFromNib()`; their views load later, when first needed.
public final class Storyboard: CustomStringConvertible {
  /// The storyboard's name.
  public let name: String
  /// The bundle it belongs to.
  public let bundle: StoryboardBundle
  /// What the storyboard contains.
  public let definition: StoryboardDefinition

  /// The definition's scenes, indexed on first use.
  private lazy var index = Index(definition)

  private final class Index {
    private(set) var scenesByID: [String: StoryboardScene] = [:]
    private(set) var scenesByIdentifier: [String: StoryboardScene] = [:]

    init(_ definition: StoryboardDefinition) {
      var seguesBySource: [String: [SegueDefinition]] = [:]
      for segue in definition.segues {
        if let source = segue.sourceID { seguesBySource[source, default: []].append(segue) }
      }
      for case let controller? in definition.scenes.map(\.controller)
      where scenesByID[controller.id] == nil {
        let scene = StoryboardScene(
          controller, storyboardName: definition.name, segues: seguesBySource[controller.id] ?? [])
        scenesByID[controller.id] = scene
        if let identifier = controller.storyboardIdentifier, scenesByIdentifier[identifier] == nil {
          scenesByIdentifier[identifier] = scene
        }
      }
    }
  }

  /// The scene whose controller's object ID is `id` (the first, as the definition's lookup
  /// does).
  package func scene(withID id: String) -> StoryboardScene? { index.scenesByID[id] }

  /// Opens the storyboard named `name` in `bundle` (SB-1), as `UIStoryboard(name:bundle:)`.
  ///
  /// Raises ERR-1 (<doc:BehaviourRules>) (``StoryboardError/storyboardNotFound(name:bundle:)``)
  /// when the bundle has no such storyboard; the storyboard made then has no scenes.
  public convenience init(name: String, bundle: StoryboardBundle) {
    self.init(name: name, resolving: bundle)
  }

  /// Opens the storyboard named `name` in ``StoryboardBundle/main``, as
  /// `UIStoryboard(name:bundle: nil)` reads the main bundle.
  ///
  /// Raises ``StoryboardError/mainBundleNotSet(storyboard:)`` when the main bundle is not set,
  /// and ERR-1 when it has no such storyboard.
  public convenience init(name: String) {
    self.init(name: name, resolving: StoryboardBundle.main)
  }

  private convenience init(name: String, resolving bundle: StoryboardBundle?) {
    let opened = Exceptions.raising(nil) { try Storyboard.definition(named: name, in: bundle) }
    self.init(
      name: name, bundle: opened?.bundle ?? bundle ?? StoryboardBundle(),
      definition: opened?.definition ?? StoryboardDefinition(name: name))
  }

  package init(name: String, bundle: StoryboardBundle, definition: StoryboardDefinition) {
    self.name = name
    self.bundle = bundle
    self.definition = definition
  }

  /// Opens the storyboard named `name` in `bundle`, or in ``StoryboardBundle/main`` for `nil`.
  /// - Throws: ERR-1 (``StoryboardError/storyboardNotFound(name:bundle:)``), or
  ///   ``StoryboardError/mainBundleNotSet(storyboard:)``.
  package static func open(_ name: String, in bundle: StoryboardBundle?) throws(StoryboardError)
    -> Storyboard
  {
    let opened = try definition(named: name, in: bundle)
    return Storyboard(name: name, bundle: opened.bundle, definition: opened.definition)
  }

  private static func definition(named name: String, in bundle: StoryboardBundle?)
    throws(StoryboardError) -> (bundle: StoryboardBundle, definition: StoryboardDefinition)
  {
    guard let bundle = bundle ?? StoryboardBundle.main else {
      throw StoryboardError.mainBundleNotSet(storyboard: name)
    }
    guard let definition = bundle.definition(named: name) else {
      throw StoryboardError.storyboardNotFound(name: name, bundle: bundle.description)
    }
    return (bundle, definition)
  }

  /// `<Storyboard: Name>`.
  public var description: String { "<Storyboard: \(name)>" }

  /// A new instance of the initial controller, or `nil` if the storyboard has no entry point
  /// (SB-3).
  ///
  /// Raises ``StoryboardError`` (and returns `nil`) when a class, reference or runtime
  /// attribute of the scene (or of its relationship children) fails.
  public func instantiateInitialViewController() -> ViewController? {
    instantiateInitialViewController(creator: nil as ((NSCoder) -> ViewController?)?)
  }

  /// A new instance of the initial controller, created by `creator` (SB-5), or `nil` if the
  /// storyboard has no entry point.
  ///
  /// Raises ERR-4 (<doc:BehaviourRules>), ERR-5 for a bad creator result, SB-5.7 when the
  /// controller is not a `Controller`, and what instantiation raises; then returns `nil`.
  /// - Parameter creator: Called once with the scene's coder; return a controller created with
  ///   `init(coder:)` and that coder, or `nil` to let the storyboard create it.
  public func instantiateInitialViewController<Controller: ViewController>(
    creator: ((NSCoder) -> Controller?)? = nil
  ) -> Controller? {
    Exceptions.raising(nil) { try initialViewController(creator: creator) }
  }

  /// The throwing form of ``instantiateInitialViewController()``.
  package func initialViewController() throws -> ViewController? {
    try initialViewController(creator: nil as ((NSCoder) -> ViewController?)?)
  }

  /// The throwing form of ``instantiateInitialViewController(creator:)``.
  func initialViewController<Controller: ViewController>(
    creator: ((NSCoder) -> Controller?)?
  ) throws -> Controller? {
    guard let id = definition.initialViewControllerID, let initial = scene(withID: id) else {
      return nil
    }
    return try cast(instantiate(initial, creator: creator.map(Self.erase)))
  }

  /// A new instance of the controller whose storyboard identifier is `identifier` (SB-4).
  ///
  /// The bundle's ``StoryboardHooks/instantiation`` wrappers run around it. Raises ERR-3
  /// (<doc:BehaviourRules>) (``StoryboardError/identifierNotFound(storyboard:identifier:)``)
  /// and what instantiation raises; then returns a plain ``ViewController``.
  public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
    Exceptions.raising(ViewController()) { try viewController(withIdentifier: identifier) }
  }

  /// The throwing form of ``instantiateViewController(withIdentifier:)``.
  func viewController(withIdentifier identifier: String) throws -> ViewController {
    try bundle.hooks.instantiation.run(Instantiation(storyboard: self, identifier: identifier)) {
      try $0.storyboard.viewController(
        identifier: $0.identifier, creator: nil as ((NSCoder) -> ViewController?)?)
    }
  }

  /// A new instance of the controller whose storyboard identifier is `identifier`, created by
  /// `creator` (SB-5).
  ///
  /// Raises ERR-3 (<doc:BehaviourRules>) before the creator is called; ERR-4, ERR-5, SB-5.7;
  /// what instantiation raises. A raise returns a `Controller` made with `init(coder:)` and a
  /// coder that holds no scene.
  public func instantiateViewController<Controller: ViewController>(
    identifier: String, creator: ((NSCoder) -> Controller?)? = nil
  ) -> Controller {
    Exceptions.raising(standIn(Controller.self, in: self)) {
      try viewController(identifier: identifier, creator: creator)
    }
  }

  /// The throwing form of ``instantiateViewController(identifier:creator:)``.
  func viewController<Controller: ViewController>(
    identifier: String, creator: ((NSCoder) -> Controller?)?
  ) throws -> Controller {
    guard let scene = index.scenesByIdentifier[identifier] else {
      throw StoryboardError.identifierNotFound(storyboard: description, identifier: identifier)
    }
    return try cast(instantiate(scene, creator: creator.map(Self.erase)))
  }

  /// A new instance of the controller of `scene`, which must belong to this storyboard; a
  /// reference scene is resolved (SB-9). Reaches scenes that have no storyboard identifier.
  /// - Throws: ``StoryboardError/missingDestination(segue:destination:storyboard:)`` when the
  ///   scene is not in this storyboard; what instantiation throws.
  public func instantiateViewController(scene: ControllerDefinition) throws -> ViewController {
    try Exceptions.throwing {
      guard let record = self.scene(withID: scene.id), record.controller == scene else {
        throw StoryboardError.missingDestination(
          segue: "(direct instantiation)", destination: scene.id, storyboard: name)
      }
      return try instantiate(record, creation: nil)
    }
  }

  private static func erase<Controller: ViewController>(
    _ creator: @escaping (NSCoder) -> Controller?
  ) -> (NSCoder) -> ViewController? {
    { creator($0) }
  }

  private func cast<Controller: ViewController>(_ controller: ViewController) throws -> Controller {
    guard let typed = controller as? Controller else {
      throw StoryboardError.typeMismatch(
        expected: String(describing: Controller.self), actual: controller.className)
    }
    return typed
  }
}

/// A controller of `type` that comes from no scene, returned where a raise leaves a generic call
/// without a result (UIKit's exception would have unwound it). The app's creator is never
/// called again. For the runtime's own classes the stand-in runs no app code; for an app's
/// class only `init(coder:)` can make an instance of the type asked for, so it is called with a
/// ``StoryboardCoder`` that holds no scene (every keyed decoding call finds no value, and the
/// runtime decodes nothing from it); an app class whose `init(coder:)` returns `nil` there
/// leaves nothing of its type to return, and the process stops with the raise's message.
func standIn<Controller: ViewController>(
  _ type: Controller.Type, in storyboard: Storyboard
) -> Controller {
  let coder = StoryboardCoder(standInFor: String(describing: type), in: storyboard)
  if let made = type.init(coder: coder) { return made }
  fatalError(
    "\(type).init(coder:) returned nil for the stand-in of a call that raised; the raise: "
      + "see the failure reported before this one.")
}

extension Storyboard {
  /// The Foundation bundle whose resources hold the storyboard's file: its folder (the one
  /// above it for a `Base.lproj` or `<language>.lproj` file), where its nibs and asset
  /// catalogs lie; `nil` for a storyboard not read from a file.
  package var resourceBundle: Bundle? {
    definition.path.flatMap { path in
      var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      if folder.pathExtension == "lproj" { folder.deleteLastPathComponent() }
      return Bundle(path: folder.path)
    }
  }
}
