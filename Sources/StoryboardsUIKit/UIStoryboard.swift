import StoryboardLoader
import StoryboardRuntime
import Synchronization

extension Storyboard {
  /// Opens the storyboard named `name` among the `.storyboard` files of `storyboardBundleOrNil`'s
  /// resources, as `UIStoryboard(name:bundle:)` does; `nil` opens it in
  /// `StoryboardBundle.main`, which a test sets once.
  ///
  /// A test target that copies its storyboards (`resources: [.copy("Storyboards")]`) opens them
  /// with `UIStoryboard(name: "Main", bundle: .module)`; register the app's classes on
  /// `Bundle.module.storyboardBundle()`. Raises ERR-1 when there is no such storyboard, and the
  /// loader's error when a file of the bundle cannot be read.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    guard let bundle = storyboardBundleOrNil else {
      self.init(name: name)
      return
    }
    do {
      self.init(name: name, bundle: try bundle.storyboardBundle())
    } catch {
      Exceptions.raise(error)
      self.init(
        name: name, bundle: StoryboardBundle(), definition: StoryboardDefinition(name: name))
    }
  }
}

extension Bundle {
  /// The target a SwiftPM resource bundle at `path` belongs to, or `nil` for another bundle.
  static func targetName(ofResourceBundle path: String) -> String? {
    let name = URL(fileURLWithPath: path).lastPathComponent
    guard name.hasSuffix(".resources") || name.hasSuffix(".bundle"),
      let separator = name.firstIndex(of: "_")
    else { return nil }
    let target = name[name.index(after: separator)...].split(separator: ".").first
    return target.map(String.init)
  }

  /// The storyboards among this bundle's resources, read once per process: the bundle
  /// `UIStoryboard(name:bundle:)` opens them from, where the app's classes are registered.
  /// - Throws: `StoryboardFolderError` when a storyboard cannot be read.
  public func storyboardBundle() throws -> StoryboardBundle {
    let path = resourcePath ?? bundlePath
    if let loaded = loadedStoryboards.withLock({ $0[path] }) { return loaded.bundle }
    let storyboards = try StoryboardBundle(
      contentsOfFolder: path, identifier: bundleIdentifier ?? path)
    // A SwiftPM resource bundle (`<package>_<target>.resources`) names the target whose
    // classes its storyboards' `customModuleProvider="target"` scenes use.
    storyboards.moduleName = Self.targetName(ofResourceBundle: bundlePath)
    let read = LoadedStoryboards(bundle: storyboards)
    return loadedStoryboards.withLock { loaded in
      if let earlier = loaded[path] { return earlier }
      loaded[path] = read
      return read
    }.bundle
  }
}

/// The storyboards of each Foundation bundle, by resource path. A bundle is not `Sendable`;
/// the lock only hands the reference out.
private let loadedStoryboards = Mutex<[String: LoadedStoryboards]>([:])

private struct LoadedStoryboards: @unchecked Sendable {
  let bundle: StoryboardBundle
}
