import Foundation
import StoryboardRuntime

/// The bundles iOS code names `Bundle(for:)` and `Bundle.main`, where a SwiftPM build keeps
/// them. On Linux `Bundle(for:)` of any class is the running executable's folder, and so is
/// `Bundle.main`; on iOS the first is the bundle of the class's target (the app, a test
/// bundle) with its resources, the second the app's. `UIKitSourcesPlugin` rewrites the two
/// expressions into these: a team's `Bundle(for: MockClient.self).url(forResource:…)` finds
/// the fixture its test target copies (`resources: [.copy("Fixtures")]`), and an app's — or a
/// hosted test's — `Bundle.main` holds the app's resources.
public enum ResourceBundles {
  /// The bundle of `aClass`'s target: the resource bundle SwiftPM built for the class's
  /// module (`<package>_<Module>.resources`, beside the running executable), or
  /// `Bundle(for: aClass)` when the module has no resources.
  public static func bundle(for aClass: AnyClass) -> Bundle {
    let name = String(reflecting: aClass)
    guard let dot = name.firstIndex(of: ".") else { return Bundle(for: aClass) }
    return resourceBundle(ofModule: String(name[..<dot])) ?? Bundle(for: aClass)
  }

  /// The app's main bundle: the resource bundle of the app's module `module` (the step names
  /// the app, or the app that hosts a test target), or `Bundle.main` when it has none.
  public static func main(module: String) -> Bundle {
    resourceBundle(ofModule: module) ?? Bundle.main
  }

  /// The resource bundle of `module` beside the running executable.
  static func resourceBundle(ofModule module: String) -> Bundle? {
    ResourceBundleLocation.path(ofModule: module).flatMap(Bundle.init(path:))
  }
}
