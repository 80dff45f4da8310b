import Synchronization

/// The controller of a scene.
public struct ControllerDefinition: Sendable, Equatable {
  /// The object ID segues and the entry point refer to.
  public var id: String
  /// The XML element (`viewController`, `navigationController`, `viewControllerPlaceholder`…).
  public var element: String
  /// The storyboard identifier (`storyboardIdentifier`, or a WatchKit `identifier`), or `nil`.
  public var storyboardIdentifier: String?
  /// The custom class set in Interface Builder, or `nil` for the element's own class.
  public var customClass: String?
  /// The module of the custom class, or `nil`.
  public var customModule: String?
  /// `target` when the module is the app target's, or `nil`.
  public var customModuleProvider: String?
  /// The controller's `title` attribute, or `nil`.
  public var title: String?
  /// The nib the scene's view is loaded from (Interface Builder's "NIB Name", the `nibName`
  /// attribute), or `nil` for a scene whose view the storyboard holds.
  public var nibName: String?
  /// For a storyboard reference (`viewControllerPlaceholder`): what it refers to.
  public var reference: StoryboardReference?
  /// The user-defined runtime attributes, in document order.
  public var runtimeAttributes: [RuntimeAttribute]
  /// Where the element starts in its file, or `nil` for a definition built in code.
  public var location: SourcePosition?
  /// The title of the controller's `<navigationItem>`, or `nil`.
  public var navigationItemTitle: String? {
    get { barItems?.navigationItemTitle }
    set { barItems = BarItems(newValue, tabBarItemTitle, tabBarItemImage) }
  }
  /// The title of the controller's `<tabBarItem>`, or `nil`.
  public var tabBarItemTitle: String? {
    get { barItems?.tabBarItemTitle }
    set { barItems = BarItems(navigationItemTitle, newValue, tabBarItemImage) }
  }
  /// The image name of the controller's `<tabBarItem>`, or `nil`.
  public var tabBarItemImage: String? {
    get { barItems?.tabBarItemImage }
    set { barItems = BarItems(navigationItemTitle, tabBarItemTitle, newValue) }
  }
  /// The bar items, kept out of line: most scenes have none, and definitions are copied often.
  private var barItems: BarItems?

  /// The scene's other objects — the controller's view tree, its navigation item and bar
  /// button items, and the objects beside it (gesture recognizers, placeholders) — parents
  /// before their children.
  public var objects: [SceneObjectDefinition] {
    get { sceneObjects?.objects ?? [] }
    set { sceneObjects = SceneObjects(newValue, connections) }
  }
  /// The controller's own outlets and actions, in document order.
  public var connections: [ConnectionDefinition] {
    get { sceneObjects?.connections ?? [] }
    set { sceneObjects = SceneObjects(objects, newValue) }
  }
  /// How the scene's objects are made, worked out once per definition; `nil` without objects.
  var sceneObjectPlan: SceneObjectPlan? { sceneObjects?.plan }

  /// Sets ``objects`` and ``connections`` at once.
  public mutating func setSceneObjects(
    _ objects: [SceneObjectDefinition], connections: [ConnectionDefinition]
  ) {
    sceneObjects = SceneObjects(objects, connections)
  }

  /// The objects and connections, kept out of line as the bar items are.
  private var sceneObjects: SceneObjects?

  /// Creates a controller definition.
  public init(
    id: String, element: String = "viewController", storyboardIdentifier: String? = nil,
    customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil,
    title: String? = nil, reference: StoryboardReference? = nil,
    runtimeAttributes: [RuntimeAttribute] = [], location: SourcePosition? = nil,
    navigationItemTitle: String? = nil, tabBarItemTitle: String? = nil,
    tabBarItemImage: String? = nil, nibName: String? = nil
  ) {
    barItems = BarItems(navigationItemTitle, tabBarItemTitle, tabBarItemImage)
    self.id = id
    self.element = element
    self.storyboardIdentifier = storyboardIdentifier
    self.customClass = customClass
    self.customModule = customModule
    self.customModuleProvider = customModuleProvider
    self.title = title
    self.nibName = nibName
    self.reference = reference
    self.runtimeAttributes = runtimeAttributes
    self.location = location
  }

  /// What kind of controller the element is.
  public var kind: ControllerKind { ControllerKind(element: element) }

  /// The class name that describes the controller: the custom class, or else the runtime class
  /// of the element (`TabBarController`, `ViewController`…).
  public var className: String { customClass ?? kind.runtimeClassName }
}

/// The navigation item and tab bar item a scene declares, shared between copies of its
/// definition; `nil` when it declares none.
private final class BarItems: Sendable, Equatable {
  let navigationItemTitle: String?
  let tabBarItemTitle: String?
  let tabBarItemImage: String?

  init?(_ navigationItemTitle: String?, _ tabBarItemTitle: String?, _ tabBarItemImage: String?) {
    guard navigationItemTitle != nil || tabBarItemTitle != nil || tabBarItemImage != nil else {
      return nil
    }
    self.navigationItemTitle = navigationItemTitle
    self.tabBarItemTitle = tabBarItemTitle
    self.tabBarItemImage = tabBarItemImage
  }

  static func == (lhs: BarItems, rhs: BarItems) -> Bool {
    lhs.navigationItemTitle == rhs.navigationItemTitle && lhs.tabBarItemTitle == rhs.tabBarItemTitle
      && lhs.tabBarItemImage == rhs.tabBarItemImage
  }
}

/// A scene's objects and the controller's connections, shared between copies of its
/// definition; `nil` when there are none.
private final class SceneObjects: Sendable, Equatable {
  let objects: [SceneObjectDefinition]
  let connections: [ConnectionDefinition]
  /// The plan of their instantiation, worked out on first use.
  private let cachedPlan = Mutex<SceneObjectPlan?>(nil)

  /// The plan of their instantiation.
  var plan: SceneObjectPlan {
    cachedPlan.withLock { cached in
      if let cached { return cached }
      let made = SceneObjectPlan(objects)
      cached = made
      return made
    }
  }

  init?(_ objects: [SceneObjectDefinition], _ connections: [ConnectionDefinition]) {
    guard !objects.isEmpty || !connections.isEmpty else { return nil }
    self.objects = objects
    self.connections = connections
  }

  static func == (lhs: SceneObjects, rhs: SceneObjects) -> Bool {
    lhs === rhs || (lhs.objects == rhs.objects && lhs.connections == rhs.connections)
  }
}
