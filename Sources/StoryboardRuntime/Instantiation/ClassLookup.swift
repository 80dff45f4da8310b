import Foundation
import Synchronization

/// Finds a storyboard's custom class by name without registration, as UIKit finds it through
/// the Objective-C runtime: Foundation's `NSClassFromString` resolves a top-level Swift class
/// from its module-qualified name (`MyApp.DetailViewController`) on Linux too. Nested classes
/// and generic classes have no such name: register those on the ``StoryboardBundle``.
enum ClassLookup {
  private static let cache = Mutex<[String: ClassBox]>([:])

  private struct ClassBox: @unchecked Sendable {
    let type: AnyClass?
  }

  /// The class `name` in the first of `modules` that has it, or `name` as written when it is
  /// already qualified.
  static func find(_ name: String, modules: [String?]) -> AnyClass? {
    var candidates = name.contains(".") ? [name] : []
    var seen: Set<String> = []
    for case let module? in modules where seen.insert(module).inserted {
      candidates.append("\(module).\(name)")
    }
    for candidate in candidates {
      if let found = lookUp(candidate) { return found }
    }
    return nil
  }

  private static func lookUp(_ qualifiedName: String) -> AnyClass? {
    if let cached = cache.withLock({ $0[qualifiedName] }) { return cached.type }
    let found: AnyClass? = NSClassFromString(qualifiedName)
    cache.withLock { $0[qualifiedName] = ClassBox(type: found) }
    return found
  }

  /// The modules a class of `object`'s storyboard may live in: its `customModule`, the bundle's
  /// module, and that module without a `Tests` suffix (a test target's resources holding the
  /// app's storyboards).
  static func modules(
    customModule: String?, provider: String?, bundle: StoryboardBundle
  ) -> [String?] {
    let app = bundle.moduleName
    let stripped = app.flatMap { $0.hasSuffix("Tests") ? String($0.dropLast(5)) : nil }
    return provider == "target" ? [app, stripped, customModule] : [customModule, app, stripped]
  }
}
