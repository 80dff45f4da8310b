import Foundation

/// What a module of views above the navigation core tells the core, so that storyboards
/// declaring its views make them: the classes of the view elements it models, the objects it
/// makes that are no view, and the view controller classes storyboards name by element. The
/// core knows no such view by its type; the module hands its catalog over through
/// `storyboards_scene_element_catalog` (a weak C function of the StoryboardsTestHook target that
/// the module defines strongly, which SwiftPM links whenever a target depends on the module).
package protocol SceneElementCatalog: AnyObject, Sendable {
  /// The class of each view element the module models (`"tableView"`: its table view class).
  var viewClasses: [String: View.Type] { get }
  /// The elements the module makes objects for that are no view (`collectionViewFlowLayout`).
  var objectElements: Set<String> { get }
  /// The object for `object`, one of ``objectElements``.
  func makeObject(_ object: SceneObjectDefinition) -> AnyObject?
  /// The module's view controller classes: the classes of elements such as
  /// `tableViewController` when a scene sets no custom class.
  var controllerClasses: [ViewController.Type] { get }
}

/// The catalogs of the modules of views linked into the process.
package enum SceneElementCatalogs {
  /// The linked catalog, or `nil` when no module of views is linked (the core then makes a
  /// plain ``View`` for each element it does not model itself, as for any unmodelled element).
  package static let linked: (any SceneElementCatalog)? = {
    guard let pointer = catalogPointer() else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue() as? any SceneElementCatalog
  }()

  /// Whether `type` is one of the runtime's own classes, whose members are UIKit's: a class of
  /// the core's module or of a linked module of views.
  static func isRuntimeClass(_ type: AnyClass) -> Bool {
    runtimeModules.contains(moduleName(of: type))
  }

  /// The modules whose classes are the runtime's: the core's and the linked catalog's.
  private static let runtimeModules: Set<String> = {
    var modules: Set<String> = [moduleName(of: View.self)]
    if let linked { modules.insert(moduleName(of: type(of: linked))) }
    return modules
  }()

  /// The module `type` is declared in: the first component of its qualified name.
  static func moduleName(of type: Any.Type) -> String {
    let name = _typeName(type, qualified: true)
    return String(name.prefix { $0 != "." })
  }

  /// `storyboards_scene_element_catalog` of the StoryboardsTestHook target, named by its symbol
  /// so that clients of the runtime need no C module.
  @_silgen_name("storyboards_scene_element_catalog")
  private static func catalogPointer() -> UnsafeMutableRawPointer?
}
