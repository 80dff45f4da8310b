import Foundation
import StoryboardLoader
import StoryboardRuntime
import Synchronization

extension Storyboard {
  /// Opens the storyboard named `name` among the `.storyboard` files of `storyboardBundleOrNil`'s
  /// resources, as `UIStoryboard(name:bundle:)` does. `nil` — or `Bundle.main`, or
  /// `Bundle(for:)` of a class of the executable, which are its folder — opens it in
  /// `StoryboardBundle.main` when a test set one, else in the one resource bundle beside the
  /// running executable or test binary that holds a `<name>.storyboard` (a SwiftPM target's
  /// `resources: [.copy("Storyboards")]`), as an app's main bundle holds its storyboards.
  ///
  /// When several resource bundles hold one, the bundle of the calling module's target is
  /// chosen (`fileID`, which the call fills in), or of the app launched as the tests' host
  /// (``HostApplication``), or of the app a test target is named after (`UIKitAppTests` opens
  /// `UIKitApp`'s), as a test host's main bundle is its app's.
  ///
  /// A test target that copies its storyboards (`resources: [.copy("Storyboards")]`) opens them
  /// with `UIStoryboard(name: "Main", bundle: .module)`; register the app's classes on
  /// `Bundle.module.storyboardBundle()`. Raises ERR-1 when there is no such storyboard, and the
  /// loader's error when a file of the bundle cannot be read.
  public convenience init(
    name: String, bundle storyboardBundleOrNil: Bundle?, fileID: String = #fileID
  ) {
    let module = fileID.split(separator: "/").first.map(String.init)
    // The main bundle (which `Bundle(for:)` gives for any class on Linux) is the executable's
    // folder, not an app bundle: its storyboards are those of the resource bundles beside it.
    let requested = storyboardBundleOrNil.flatMap { $0.isExecutableFolder ? nil : $0 }
    guard
      let bundle =
        requested
        ?? (StoryboardBundle.main == nil
          ? Bundle.besideExecutable(containing: "\(name).storyboard", preferring: module) : nil)
    else {
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
  /// The SwiftPM resource bundle beside the running executable that holds the file `file`
  /// (`Main.storyboard`): the only one, or among several the one of `module`'s target, of the
  /// app launched as the tests' host, or of the target `module` tests (`module` without its
  /// `Tests` suffix); `nil` when none or several others do.
  static func besideExecutable(containing file: String, preferring module: String? = nil)
    -> Bundle?
  {
    let manager = FileManager.default
    var found: [URL] = []
    for folder in ResourceBundleLocation.executableFolders() {
      let children = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      for child in children.sorted()
      where child.hasSuffix(".resources") || child.hasSuffix(".bundle") {
        let bundle = folder.appendingPathComponent(child)
        if location(of: file, in: bundle) != nil { found.append(bundle) }
      }
    }
    if found.count > 1, let module {
      let tested = module.hasSuffix("Tests") ? String(module.dropLast(5)) : nil
      for preferred in [module, HostApplication.launchedAppModule, tested].compactMap({ $0 }) {
        if let bundle = found.first(where: {
          ResourceBundleLocation.targetName(ofResourceBundle: $0.path, among: [preferred])
            == preferred
        }) {
          return Bundle(path: bundle.path)
        }
      }
    }
    guard found.count == 1 else { return nil }
    return Bundle(path: found[0].path)
  }

  /// The file named `file` in `folder` or below (a few levels deep), if there is one.
  static func location(of file: String, in folder: URL) -> URL? {
    var queue = [(folder, 0)]
    while let (current, depth) = queue.popLast() {
      let children = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
      if children.contains(file) { return current.appendingPathComponent(file) }
      guard depth < 4 else { continue }
      for child in children {
        var isFolder: ObjCBool = false
        let url = current.appendingPathComponent(child)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
          isFolder.boolValue
        {
          queue.append((url, depth + 1))
        }
      }
    }
    return nil
  }

  /// Whether this is the running executable's own folder or test bundle (see
  /// `ResourceBundleLocation.isExecutableFolder(_:)`).
  var isExecutableFolder: Bool { ResourceBundleLocation.isExecutableFolder(self) }

  /// The storyboards among this bundle's resources, read once per process: the bundle
  /// `UIStoryboard(name:bundle:)` opens them from, where the app's classes are registered.
  /// - Throws: `StoryboardFolderError` when a storyboard cannot be read.
  public func storyboardBundle() throws -> StoryboardBundle {
    let path = resourcePath ?? bundlePath
    let language = Localization.language(ofBundleAt: path)
    let key = path + "\u{0}" + language
    if let loaded = loadedStoryboards.withLock({ $0[key] }) { return loaded.bundle }
    let storyboards = StoryboardBundle(
      identifier: bundleIdentifier ?? path,
      storyboards: try Self.localizedStoryboards(inFolder: path, language: language))
    // A SwiftPM resource bundle (`<package>_<target>.resources`) names the target whose
    // classes its storyboards' `customModuleProvider="target"` scenes use.
    // A scene of the target's own class names the target as its `customModule`.
    let modules = storyboards.storyboardNames.compactMap(storyboards.definition(named:))
      .flatMap { $0.scenes.compactMap { $0.controller?.customModule } }
    storyboards.moduleName = ResourceBundleLocation.targetName(
      ofResourceBundle: bundlePath, among: Array(Set(modules)))
    let read = LoadedStoryboards(bundle: storyboards)
    return loadedStoryboards.withLock { loaded in
      if let earlier = loaded[key] { return earlier }
      loaded[key] = read
      return read
    }.bundle
  }

  /// The storyboards of the folder at `path` as iOS shows them in `language`: a storyboard of
  /// the language's own `.lproj` folder in place of the `Base` one, else the `Base` one with
  /// the language's `<Name>.strings` beside it applied.
  /// - Throws: `StoryboardFolderError` when a storyboard or a strings file cannot be read.
  static func localizedStoryboards(inFolder path: String, language: String) throws
    -> [StoryboardDefinition]
  {
    let folder = StoryboardLoader.loadFolder(atPath: path)
    var errors = folder.errors
    var storyboards: [StoryboardDefinition] = []
    for storyboard in folder.storyboards {
      do throws(StoryboardLoadError) {
        if let own = folder.localizations[storyboard.name]?[language] {
          storyboards.append(
            try StoryboardLoader.loadStoryboard(atPath: own, name: storyboard.name))
          continue
        }
      } catch {
        errors.append(error)
        continue
      }
      guard let file = storyboard.path else {
        storyboards.append(storyboard)
        continue
      }
      let lproj = URL(fileURLWithPath: file).deletingLastPathComponent()
      let strings = lproj.deletingLastPathComponent()
        .appendingPathComponent(language + ".lproj/" + storyboard.name + ".strings").path
      guard lproj.pathExtension == "lproj", FileManager.default.fileExists(atPath: strings) else {
        storyboards.append(storyboard)
        continue
      }
      do throws(StringsFileError) {
        storyboards.append(
          storyboard.localized(by: try StringsFile(contentsOfFile: strings).entries))
      } catch {
        errors.append(
          StoryboardLoadError(
            path: strings, line: max(error.line, 1), column: max(error.column, 1),
            reason: .malformedStrings(error)))
      }
    }
    guard errors.isEmpty else { throw StoryboardFolderError(errors: errors) }
    return storyboards
  }
}

/// The storyboards of each Foundation bundle, by resource path. A bundle is not `Sendable`;
/// the lock only hands the reference out.
private let loadedStoryboards = Mutex<[String: LoadedStoryboards]>([:])

private struct LoadedStoryboards: @unchecked Sendable {
  let bundle: StoryboardBundle
}
