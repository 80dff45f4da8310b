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
  public var documentLocation: SourceLocation?

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

/// A point on Interface Builder's canvas, in points.
public struct CanvasPoint: Sendable, Equatable, Hashable {
  /// The horizontal position; larger is further right.
  public var x: Double
  /// The vertical position; larger is further down.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// Where something is in a storyboard file: 1-based line and column.
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// `path:line:column: severity: message`: the form Xcode and clang print, line and column 1
  /// when the place is unknown. The one place that writes it, for diagnostics and for the
  /// loader's errors.
  package static func compilerStyle(
    path: String, location: SourceLocation?, severity: String, message: String
  ) -> String {
    "\(path):\(location?.line ?? 1):\(location?.column ?? 1): \(severity): \(message)"
  }
}

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
  /// For a storyboard reference (`viewControllerPlaceholder`): what it refers to.
  public var reference: StoryboardReference?
  /// The user-defined runtime attributes, in document order.
  public var runtimeAttributes: [RuntimeAttribute]
  /// Where the element starts in its file, or `nil` for a definition built in code.
  public var location: SourceLocation?
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

  /// Creates a controller definition.
  public init(
    id: String, element: String = "viewController", storyboardIdentifier: String? = nil,
    customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil,
    title: String? = nil, reference: StoryboardReference? = nil,
    runtimeAttributes: [RuntimeAttribute] = [], location: SourceLocation? = nil,
    navigationItemTitle: String? = nil, tabBarItemTitle: String? = nil,
    tabBarItemImage: String? = nil
  ) {
    barItems = BarItems(navigationItemTitle, tabBarItemTitle, tabBarItemImage)
    self.id = id
    self.element = element
    self.storyboardIdentifier = storyboardIdentifier
    self.customClass = customClass
    self.customModule = customModule
    self.customModuleProvider = customModuleProvider
    self.title = title
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

/// What a storyboard reference (`<viewControllerPlaceholder>`) points at (SB-9).
public struct StoryboardReference: Sendable, Equatable, Hashable {
  /// The target storyboard; `nil` means the referencing storyboard itself.
  public var storyboardName: String?
  /// The target's storyboard identifier; `nil` means the target's initial controller.
  public var referencedIdentifier: String?
  /// The bundle holding the target; `nil` means the referencing storyboard's bundle.
  public var bundleIdentifier: String?

  /// Creates a reference.
  public init(
    storyboardName: String? = nil, referencedIdentifier: String? = nil,
    bundleIdentifier: String? = nil
  ) {
    self.storyboardName = storyboardName
    self.referencedIdentifier = referencedIdentifier
    self.bundleIdentifier = bundleIdentifier
  }
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
