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
/// A class the bundle does not know is handled as UIKit does (SB-7): a warning event with
/// UIKit's text, and the element's own class — a stand-in that keeps the declared class name,
/// so a whole app's storyboards run with no class registered. A strict bundle throws
/// ``StoryboardError/unknownClass(name:storyboard:location:)`` instead.
public final class StoryboardBundle: CustomStringConvertible {
  /// The bundle identifier storyboard references use to name this bundle.
  public let identifier: String
  /// Whether an unknown class is an error (`true`) or a warning and a stand-in (`false`).
  public var isStrict: Bool
  /// The interception points of the runtime (the swizzles of the segregation technique).
  public let hooks = StoryboardHooks()
  /// Placeholder substitutions in progress, to detect cycles.
  @exclusivity(unchecked) var substitutionsInProgress: [String] = []
  /// Controllers that replace scenes, by `storyboard#controllerID` (test doubles).
  @exclusivity(unchecked) package var sceneReplacements: [String: () throws -> ViewController] = [:]

  private var definitions: [String: StoryboardDefinition] = [:]
  private var controllerClasses: [String: ControllerClass] = [:] {
    didSet { registryVersion &+= 1 }
  }
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
  public init(
    identifier: String = "main", storyboards: [StoryboardDefinition] = [], isStrict: Bool = false
  ) {
    self.identifier = identifier
    self.isStrict = isStrict
    for storyboard in storyboards { add(storyboard) }
    registerBuiltInClasses()
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
  /// if given (for example the `@objc` name a storyboard uses).
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

  /// The registered controller class for `name` in `module`, or `nil`. A `UI` prefix
  /// (`UINavigationController`) finds the runtime's own class.
  func controllerClass(named name: String, module: String?) -> ControllerClass? {
    lookup(name, module: module, in: controllerClasses)
  }

  /// The registered segue class for `name` in `module`, or `nil`.
  func segueClass(named name: String, module: String?) -> SegueClass? {
    lookup(name, module: module, in: segueClasses)
  }

  private func lookup<Entry>(_ name: String, module: String?, in table: [String: Entry]) -> Entry? {
    if let module, let entry = table["\(module).\(name)"] { return entry }
    if let entry = table[name] { return entry }
    if name.hasPrefix("UI") { return table[String(name.dropFirst(2))] }
    return nil
  }

  private static func names(of type: Any.Type, alias: String?) -> [String] {
    let qualified = String(reflecting: type)
    let short = String(describing: type)
    return [qualified, short] + (alias.map { [$0] } ?? [])
  }

  private func registerBuiltInClasses() {
    register(ViewController.self)
    register(NavigationController.self)
    register(TabBarController.self)
    register(SplitViewController.self)
    register(TableViewController.self)
    register(CollectionViewController.self)
    register(PageViewController.self)
    register(HostingController.self)
    register(segue: StoryboardSegue.self)
  }
}

/// A registered controller class: how to create an instance and how to recognise one.
///
/// Both use the metatype value, not a generic parameter: registering the elements of an array
/// of `BaseViewController.Type` must create the subclasses, not the base. A class, so that
/// scenes share an entry rather than copy it.
final class ControllerClass {
  let name: String
  let make: (StoryboardCoder) -> ViewController
  let isInstance: (ViewController) -> Bool

  init(_ type: ViewController.Type) {
    name = String(describing: type)
    make = { type.init(coder: $0) }
    isInstance = { instance in isClass(Swift.type(of: instance), kindOf: type) }
  }
}

/// A registered segue class.
struct SegueClass {
  let make: (String?, ViewController, ViewController) -> StoryboardSegue

  init(_ type: StoryboardSegue.Type) {
    make = { type.init(identifier: $0, source: $1, destination: $2) }
  }
}

/// Whether `candidate` is `ancestor` or one of its subclasses (`isKindOfClass:`).
private func isClass(_ candidate: AnyClass, kindOf ancestor: AnyClass) -> Bool {
  var current: AnyClass? = candidate
  while let type = current {
    if type == ancestor { return true }
    current = _getSuperclass(type)
  }
  return false
}

// MARK: - Instantiating without knowing the storyboard

extension StoryboardBundle {
  /// A new instance of the controller with `identifier`, in whichever storyboard of the bundle
  /// holds it: the call site does not need to know where a scene lives (seed 001).
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
    return try Storyboard(name: name, bundle: self).instantiateViewController(
      withIdentifier: identifier)
  }
}
