import Foundation
import Synchronization

/// A set of storyboards and the classes they name: the analogue of an app's `Bundle` plus the
/// class table of the Objective-C runtime.
///
/// Storyboards name their classes as strings. Swift on Linux cannot look a class up by name,
/// so register the classes your storyboards use:
///
/// ```swift
/// let bundle = StoryboardBundle(storyboards: [main, profile])
/// bundle.register(LoginViewController.self)              // "LoginViewController" and "Module.LoginViewController"
/// bundle.register(LegacyViewController.self, as: "FINLegacyViewController")  // an @objc name
/// ```
///
/// As in UIKit, a scene without a custom class gets the runtime's own class for its element
/// (``ViewController`` for `<viewController>`, ``NavigationController`` for
/// `<navigationController>`…) whatever the app registers: an app class that happens to be named
/// `ViewController` changes only the scenes whose custom class names it. A custom class is
/// looked up with its module first (`customModule`, or ``moduleName`` when set and the scene
/// says `customModuleProvider="target"`: the class is in the app, whatever module Interface
/// Builder last wrote), then by its name alone — so classes ported into a test
/// target, whose module differs from the app's, are found. A `UI`-prefixed name
/// (`UINavigationController`) finds the runtime's own class.
///
/// A class the bundle does not know is handled as UIKit does (SB-7): a warning event with
/// UIKit's text, and the element's own class — a stand-in that keeps the declared class name,
/// so a whole app's storyboards run with no class registered. A strict bundle throws
/// ``StoryboardError/unknownClass(name:storyboard:location:)`` instead.
public final class StoryboardBundle: CustomStringConvertible {
  /// The bundle identifier storyboard references use to name this bundle.
  public let identifier: String
  /// Whether an unknown class is an error (`true`) or a warning and a stand-in (`false`).
  public var isStrict: Bool
  /// The app's module: the module of the classes of scenes marked
  /// `customModuleProvider="target"` (Interface Builder's "Inherit Module From Target"),
  /// in place of the `customModule` it last wrote. `nil` keeps that `customModule`.
  public var moduleName: String? {
    didSet { registryVersion &+= 1 }
  }
  /// The interception points of the runtime (the swizzles of the segregation technique).
  public let hooks = StoryboardHooks()
  /// Placeholder substitutions in progress, to detect cycles.
  @exclusivity(unchecked) var substitutionsInProgress: [String] = []
  /// Controllers that replace scenes, by `storyboard#controllerID` (test doubles).
  @exclusivity(unchecked) package var sceneReplacements: [String: () throws -> ViewController] = [:]

  private var definitions: [String: StoryboardDefinition] = [:]
  /// The app's classes, by every name they were registered under.
  private var controllerClasses: [String: ControllerClass] = [:] {
    didSet { registryVersion &+= 1 }
  }
  /// The runtime's own classes (the core's and the linked module of views'), by their names
  /// without `UI`: a namespace of their own.
  private let builtInClasses: [String: ControllerClass] = Dictionary(
    uniqueKeysWithValues: ([
      ViewController.self, NavigationController.self, TabBarController.self,
      SplitViewController.self, PageViewController.self, HostingController.self,
    ] + (SceneElementCatalogs.linked?.controllerClasses ?? [])).map {
      (String(describing: $0), ControllerClass($0))
    })
  /// Changes whenever a controller class is registered: scenes keep their resolved class
  /// until then.
  @exclusivity(unchecked) private(set) var registryVersion = 0
  private var segueClasses: [String: SegueClass] = [:]
  private var linkedBundles: [String: StoryboardBundle] = [:]
  /// Changes whenever a storyboard is added or a bundle linked: scenes keep their containment
  /// check until then.
  @exclusivity(unchecked) private(set) var structureVersion = 0
  /// The scenes (`Storyboard#objectID`) known to contain no cycle, while `structureVersion`
  /// holds.
  @exclusivity(unchecked) var acyclicScenes: (structureVersion: Int, keys: Set<String>) = (0, [])

  /// Creates a bundle.
  /// - Parameters:
  ///   - identifier: The identifier references use for it (`bundleIdentifier`).
  ///   - storyboards: Its storyboards; a later one replaces an earlier one of the same name.
  ///   - isStrict: Whether unknown classes are errors.
  ///   - moduleName: The app's module (see ``moduleName``).
  public init(
    identifier: String = "main", storyboards: [StoryboardDefinition] = [], isStrict: Bool = false,
    moduleName: String? = nil
  ) {
    self.identifier = identifier
    self.isStrict = isStrict
    self.moduleName = moduleName
    for storyboard in storyboards { add(storyboard) }
    register(segue: StoryboardSegue.self)
  }

  /// The app's bundle, the equivalent of `Bundle.main`: what `Storyboard(name:bundle: nil)`
  /// opens and what the typed helpers use when given none and the controller does not come
  /// from a storyboard. `nil` until the app (or its tests) sets it, for example to
  /// `try StoryboardBundle(contentsOfFolder: "App/Storyboards")`.
  public static var main: StoryboardBundle? {
    get { mainBundle.withLock { $0.bundle } }
    set { mainBundle.withLock { $0.bundle = newValue } }
  }

  /// `StoryboardBundle <identifier> (loaded)`, as UIKit describes bundles in ERR-1.
  public var description: String { "StoryboardBundle <\(identifier)> (loaded)" }

  // MARK: - Storyboards

  /// Adds `storyboard`, replacing one with the same name.
  public func add(_ storyboard: StoryboardDefinition) {
    definitions[storyboard.name] = storyboard
    structureVersion &+= 1
  }

  /// The names of the storyboards, sorted.
  public var storyboardNames: [String] { definitions.keys.sorted() }

  /// The definition of the storyboard named `name`, or `nil`.
  public func definition(named name: String) -> StoryboardDefinition? { definitions[name] }

  /// Makes `bundle` reachable from this bundle's storyboard references through its identifier.
  public func link(_ bundle: StoryboardBundle) {
    linkedBundles[bundle.identifier] = bundle
    structureVersion &+= 1
  }

  /// This bundle if `identifier` is `nil` or its own, else a linked bundle, else `nil`.
  public func bundle(withIdentifier identifier: String?) -> StoryboardBundle? {
    guard let identifier, identifier != self.identifier else { return self }
    return linkedBundles[identifier]
  }

  // MARK: - Classes

  /// Registers a controller class under its type name, its module-qualified name, and `name`
  /// if given (for example the `@objc` name a storyboard uses). Scenes that name the class get
  /// it; scenes without a custom class keep the runtime's class for their element. A scene
  /// whose element needs a kind of controller the class is not (a `<navigationController>`
  /// naming a plain controller class) fails to instantiate with
  /// ``StoryboardError/wrongClassKind(className:requiredClass:scene:storyboard:location:)``,
  /// and `lint()` and `validate()` report it.
  public func register(_ type: ViewController.Type, as name: String? = nil) {
    let entry = ControllerClass(type)
    for key in Self.names(of: type, alias: name) { controllerClasses[key] = entry }
  }

  /// Registers a custom segue class under its type name, its module-qualified name, and `name`
  /// if given.
  public func register(segue type: StoryboardSegue.Type, as name: String? = nil) {
    let entry = SegueClass(type)
    for key in Self.names(of: type, alias: name) { segueClasses[key] = entry }
  }

  /// The class of the custom class `name` of `controller`: registered with its module, then
  /// by name alone; a `UI` prefix (`UINavigationController`) finds the runtime's own class.
  package func controllerClass(named name: String, of controller: ControllerDefinition)
    -> ControllerClass?
  {
    let module =
      controller.customModuleProvider == "target"
      ? moduleName ?? controller.customModule : controller.customModule
    if let module, let entry = controllerClasses["\(module).\(name)"] { return entry }
    if let entry = controllerClasses[name] { return entry }
    if name.hasPrefix("UI"), let entry = builtInClasses[String(name.dropFirst(2))] { return entry }
    // Not registered: found by name, as the Objective-C runtime finds it.
    let modules = ClassLookup.modules(
      customModule: controller.customModule, provider: controller.customModuleProvider,
      bundle: self)
    guard let type = ClassLookup.find(name, modules: modules) as? ViewController.Type else {
      return nil
    }
    return ControllerClass(type)
  }

  /// The runtime's own class for scenes of `kind`, or `nil` for elements it has no class for
  /// (`avPlayerViewController`, WatchKit's `controller`…).
  package func builtInClass(for kind: ControllerKind) -> ControllerClass? {
    builtInClasses[kind.runtimeClassName]
  }

  /// The registered segue class for `name` in `module`, or `nil`.
  package func segueClass(named name: String, module: String?) -> SegueClass? {
    if let module, let entry = segueClasses["\(module).\(name)"] { return entry }
    if let entry = segueClasses[name] { return entry }
    return name.hasPrefix("UI") ? segueClasses[String(name.dropFirst(2))] : nil
  }

  private static func names(of type: Any.Type, alias: String?) -> [String] {
    let qualified = String(reflecting: type)
    let short = String(describing: type)
    return [qualified, short] + (alias.map { [$0] } ?? [])
  }

}

/// The storage of ``StoryboardBundle/main``: the bundle is not `Sendable`, so the lock only
/// guards who replaces it; using it follows the runtime's single-threaded rules.
private let mainBundle = Mutex(MainBundleBox(bundle: nil))

private struct MainBundleBox: @unchecked Sendable {
  var bundle: StoryboardBundle?
}

/// A registered controller class: how to create an instance and how to recognise one.
///
/// Both use the metatype value, not a generic parameter: registering the elements of an array
/// of `BaseViewController.Type` must create the subclasses, not the base. A class, so that
/// scenes share an entry rather than copy it.
package final class ControllerClass {
  let type: ViewController.Type
  package let name: String
  package let make: (StoryboardCoder) throws(StoryboardError) -> ViewController
  let isInstance: (ViewController) -> Bool

  init(_ type: ViewController.Type) {
    self.type = type
    name = String(describing: type)
    make = { coder throws(StoryboardError) in
      guard let controller = type.init(coder: coder) else {
        throw StoryboardError.initWithCoderReturnedNil(className: String(describing: type))
      }
      return controller
    }
    isInstance = { instance in isClass(Swift.type(of: instance), kindOf: type) }
  }

  /// Whether this class is `other` or one of its subclasses.
  package func isKind(of other: ControllerClass) -> Bool { isClass(type, kindOf: other.type) }
}

/// A registered segue class.
package struct SegueClass {
  let make: (String?, ViewController, ViewController) -> StoryboardSegue

  init(_ type: StoryboardSegue.Type) {
    make = { type.init(identifier: $0, source: $1, destination: $2) }
  }
}

/// Whether `candidate` is `ancestor` or one of its subclasses (`isKindOfClass:`).
// MARK: - Instantiating without knowing the storyboard

extension StoryboardBundle {
  /// A new instance of the controller with `identifier`, in whichever storyboard of the bundle
  /// holds it: the call site does not need to know where a scene lives (the SplittingLegacyApp example).
  /// - Throws: ERR-3 (<doc:BehaviourRules>) when no storyboard has it;
  ///   ``StoryboardError/ambiguousIdentifier(_:storyboards:)`` when several do; what
  ///   instantiation throws.
  public func instantiateViewController(withIdentifier identifier: String) throws
    -> ViewController
  {
    let holders = storyboardNames.filter {
      definition(named: $0)?.controller(withStoryboardIdentifier: identifier) != nil
    }
    guard holders.count <= 1 else {
      throw StoryboardError.ambiguousIdentifier(identifier, storyboards: holders)
    }
    guard let name = holders.first else {
      throw StoryboardError.identifierNotFound(storyboard: description, identifier: identifier)
    }
    return try Exceptions.throwing {
      try Storyboard.open(name, in: self).viewController(withIdentifier: identifier)
    }
  }
}
