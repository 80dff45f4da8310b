import StoryboardAnalysis
import StoryboardRuntime

/// A class a scene instantiates.
struct SceneClass: Equatable {
  /// The storyboard's class name: its custom class, or the runtime class of its element.
  var name: String
  /// The module of a custom class, or the framework of an element Interface Builder offers
  /// from outside UIKit (`AVKit` for `avPlayerViewController`).
  var module: String?
  /// Whether it is the runtime's own class (no custom class).
  var isRuntimeClass: Bool

  /// The elements' classes that UIKit defines, by the runtime's name (without `UI`).
  static let uikitClasses: Set<String> = [
    "ViewController", "NavigationController", "TabBarController", "SplitViewController",
    "TableViewController", "CollectionViewController", "PageViewController",
  ]

  /// The frameworks of the elements Interface Builder offers from outside UIKit, as SwiftGen
  /// types them: `AVPlayerViewController` (AVKit), `GLKViewController` (GLKit).
  static let frameworkModules = ["AVPlayerViewController": "AVKit", "GLKViewController": "GLKit"]

  /// The class of a scene whose element has no custom class.
  init(runtimeClassOf kind: ControllerKind) {
    name = kind.runtimeClassName
    module = Self.frameworkModules[name]
    isRuntimeClass = true
  }

  init(name: String, module: String?, isRuntimeClass: Bool) {
    self.name = name
    self.module = module
    self.isRuntimeClass = isRuntimeClass
  }

  /// The class's UIKit-side name for a runtime class: `UINavigationController`, a framework's
  /// class (`AVPlayerViewController`), else `UIViewController`.
  var uikitName: String {
    if Self.uikitClasses.contains(name) { return "UI" + name }
    return module == nil ? "UIViewController" : name
  }
}

/// A scene accessors are generated for.
struct CatalogScene {
  var storyboard: String
  var identifier: String?
  var isInitial: Bool
  var sceneClass: SceneClass
}

/// The identified segues of one source scene.
struct SourceSegues {
  var name: String
  var sourceClass: SceneClass
  var segues: [(identifier: String, kind: SegueKind, destination: SceneClass)]
}

/// One storyboard's accessors.
struct CatalogStoryboard {
  var name: String
  var initial: CatalogScene?
  var identified: [CatalogScene]
  var sources: [SourceSegues]
}

/// What code generation knows about a bundle: its scenes with their classes resolved through
/// storyboard references and placeholders, their segues, and the problems found.
struct SceneCatalog {
  var storyboards: [CatalogStoryboard] = []
  /// The problems found, in storyboard order.
  private(set) var diagnostics: [Diagnostic] = []

  /// Whether any problem is an error.
  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Reads `bundle`'s storyboards.
  init(bundle: StoryboardBundle, options: CodegenOptions) {
    var owners: [String: [(storyboard: String, path: String, location: SourcePosition?)]] = [:]
    for name in bundle.storyboardNames {
      guard let definition = bundle.definition(named: name) else { continue }
      let path = definition.path ?? name
      var identified: [CatalogScene] = []
      var seen: [String: SourcePosition?] = [:]
      for case let controller? in definition.scenes.map(\.controller) {
        _ = sceneClass(of: controller, in: definition, bundle: bundle, path: path, reports: true)
      }
      for case let controller? in definition.scenes.map(\.controller) {
        guard let identifier = controller.storyboardIdentifier, controller.kind != .reference else {
          continue
        }
        if let first = seen[identifier] {
          report(
            .error, .duplicateIdentifier, path, controller.location,
            "the storyboard identifier '\(identifier)' is used twice in '\(name)' (first at line "
              + "\(first?.line ?? 1))", fix: "give each scene its own identifier")
          continue
        }
        seen[identifier] = controller.location
        owners[identifier, default: []].append((name, path, controller.location))
        identified.append(
          CatalogScene(
            storyboard: name, identifier: identifier, isInitial: false,
            sceneClass: sceneClass(of: controller, in: definition, bundle: bundle, path: path)))
        checkClass(of: controller, path: path, options: options)
      }
      let initial = definition.initialController.map {
        CatalogScene(
          storyboard: name, identifier: nil, isInitial: true,
          sceneClass: sceneClass(of: $0, in: definition, bundle: bundle, path: path))
      }
      storyboards.append(
        CatalogStoryboard(
          name: name, initial: initial, identified: identified,
          sources: sources(of: definition, bundle: bundle, path: path, options: options)))
    }
    for (identifier, places) in owners.sorted(by: { $0.key < $1.key }) where places.count > 1 {
      let names = places.map(\.storyboard)
      for place in places.dropFirst() {
        report(
          .error, .ambiguousIdentifier, place.path, place.location,
          "the storyboard identifier '\(identifier)' is in several storyboards "
            + "(\(names.joined(separator: ", "))); a call site that does not know where a scene "
            + "lives cannot choose", fix: "rename one")
      }
    }
  }

  /// The identifiers across all storyboards that name exactly one scene.
  var uniqueScenes: [CatalogScene] {
    let all = storyboards.flatMap(\.identified)
    let counts = Dictionary(grouping: all, by: { $0.identifier ?? "" }).mapValues(\.count)
    return all.filter { counts[$0.identifier ?? ""] == 1 }
  }

  mutating func report(
    _ severity: Diagnostic.Severity, _ rule: Diagnostic.Rule, _ path: String,
    _ location: SourcePosition?, _ problem: String, fix: String?
  ) {
    diagnostics.append(
      Diagnostic(
        path: path, location: location, severity: severity, rule: rule, problem: problem,
        fix: fix))
  }

  // MARK: - Classes

  /// The class `controller` ends up as: through storyboard references and placeholders
  /// (``StoryboardBundle/resolveStandIn(_:in:)``) to the real scene. Every reference and
  /// placeholder is checked once, in a first pass over the scenes (`reports: true`).
  private mutating func sceneClass(
    of controller: ControllerDefinition, in storyboard: StoryboardDefinition,
    bundle: StoryboardBundle, path: String, reports: Bool = false
  ) -> SceneClass {
    do {
      let target = try bundle.resolveStandIn(controller, in: storyboard)
      return Self.ownClass(of: target?.controller ?? controller)
    } catch {
      let isReference = controller.kind == .reference
      if reports {
        report(
          .error, isReference ? .danglingReference : .danglingPlaceholder, path,
          controller.location,
          "dangling \(isReference ? "storyboard reference" : "placeholder"): \(error)", fix: nil)
      }
      return isReference
        ? SceneClass(name: "ViewController", module: nil, isRuntimeClass: true)
        : Self.ownClass(of: controller)
    }
  }

  private static func ownClass(of controller: ControllerDefinition) -> SceneClass {
    if let customClass = controller.customClass {
      // "Inherit Module From Target": the class is in the app's module, whatever stale
      // `customModule` Interface Builder kept (as SwiftGen reads it).
      let module = controller.customModuleProvider == "target" ? nil : controller.customModule
      return SceneClass(name: customClass, module: module, isRuntimeClass: false)
    }
    return SceneClass(runtimeClassOf: controller.kind)
  }

  private mutating func checkClass(
    of controller: ControllerDefinition, path: String, options: CodegenOptions
  ) {
    guard let customClass = controller.customClass, let knownClasses = options.knownClasses else {
      return
    }
    let known = knownClasses.union(options.objcClasses ?? [])
    let swiftName = options.swiftName(ofClass: customClass)
    if !known.contains(customClass), !known.contains(swiftName) {
      report(
        .warning, .unknownClass, path, controller.location,
        "unknown class '\(customClass)': no header '\(customClass).h' and not in the known classes",
        fix: "fix the class name, or add it to the known classes or its header to --objc-headers")
    }
  }

  // MARK: - Segues

  private mutating func sources(
    of storyboard: StoryboardDefinition, bundle: StoryboardBundle, path: String,
    options: CodegenOptions
  ) -> [SourceSegues] {
    var result: [String: SourceSegues] = [:]
    var order: [String] = []
    for segue in storyboard.segues {
      guard let identifier = segue.identifier, !identifier.isEmpty, let sourceID = segue.sourceID,
        ![.unwind, .relationship].contains(segue.kind),
        let source = storyboard.controller(withID: sourceID)
      else { continue }
      guard let destinationID = segue.destinationID,
        let destination = storyboard.controller(withID: destinationID)
      else {
        report(
          .error, .missingDestination, path, segue.location,
          "the segue '\(identifier)' leads to no scene", fix: "reconnect it in Interface Builder")
        continue
      }
      if result[sourceID] == nil {
        order.append(sourceID)
        result[sourceID] = SourceSegues(
          name: source.storyboardIdentifier ?? source.customClass.map(options.swiftName(ofClass:))
            ?? sourceID,
          sourceClass: Self.ownClass(of: source), segues: [])
      }
      guard result[sourceID]?.segues.contains(where: { $0.identifier == identifier }) == false
      else { continue }
      let destinationClass = sceneClass(
        of: destination, in: storyboard, bundle: bundle, path: path)
      result[sourceID]?.segues.append((identifier, segue.kind, destinationClass))
    }
    return order.compactMap { result[$0] }
  }
}
