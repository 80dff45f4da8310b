import Foundation
import Synchronization

/// Where a SwiftPM build keeps a module's resources: the bundle `<package>_<Module>.resources`
/// beside the running executable or test binary. What `UIStoryboard(name:bundle:)`, nibs,
/// asset catalogs and the build step's `Bundle(for:)` find their files by.
package enum ResourceBundleLocation {
  /// The folders SwiftPM puts resource bundles in: the running executable's, and on macOS
  /// the one holding the `.xctest` bundle a test binary sits in.
  package static func executableFolders() -> [URL] {
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .resolvingSymlinksInPath()
    var folders = [executable.deletingLastPathComponent()]
    if executable.path.contains(".xctest/") {
      var folder = executable
      while folder.pathExtension != "xctest", folder.path != "/" {
        folder.deleteLastPathComponent()
      }
      folders.append(folder.deletingLastPathComponent())
    }
    return folders
  }

  /// Whether `bundle` is the running executable's own folder or test bundle (`Bundle.main`,
  /// and `Bundle(for:)` of any class on Linux), which holds resource bundles rather than
  /// resources of its own.
  package static func isExecutableFolder(_ bundle: Bundle) -> Bool {
    bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
      || bundle.bundleURL.pathExtension == "xctest"
  }

  /// The target a SwiftPM resource bundle at `path` belongs to, or `nil` for another bundle.
  /// SwiftPM names it `<package>_<target>.resources`, and either name may hold a `_`: the
  /// target is the longest of `modules` the name ends with (`_<module>`), else the name after
  /// its last `_` (a package name holds one more often than a Swift module name does).
  package static func targetName(ofResourceBundle path: String, among modules: [String] = [])
    -> String?
  {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let stem: Substring
    if name.hasSuffix(".resources") {
      stem = name.dropLast(".resources".count)
    } else if name.hasSuffix(".bundle") {
      stem = name.dropLast(".bundle".count)
    } else {
      return nil
    }
    let known = modules.filter { !$0.isEmpty && stem.count > $0.count && stem.hasSuffix("_" + $0) }
    if let module = known.max(by: { $0.count < $1.count }) { return module }
    guard let separator = stem.lastIndex(of: "_"), separator != stem.index(before: stem.endIndex)
    else { return nil }
    return String(stem[stem.index(after: separator)...])
  }

  /// The path of `module`'s resource bundle beside the running executable, found once per
  /// module; `nil` when the module has no resources.
  package static func path(ofModule module: String) -> String? {
    if let known = found.withLock({ $0[module] }) { return known }
    let path = executableFolders().lazy.compactMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        .first { targetName(ofResourceBundle: $0, among: [module]) == module }
        .map { folder.appendingPathComponent($0).path }
    }.first
    found.withLock { $0[module] = path }
    return path
  }

  /// Each module's resource bundle path, or `nil` for a module without one.
  private static let found = Mutex<[String: String?]>([:])
}
