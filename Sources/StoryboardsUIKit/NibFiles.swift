import Foundation
import StoryboardLoader
import StoryboardRuntime
import Synchronization

/// The runtime's nibs, read from `.xib` files with the storyboard reader: the strong
/// definition of the runtime's `storyboards_read_nib` (a weak C function), which replaces the
/// weak one whenever a target links this module.
@_cdecl("storyboards_read_nib")
func readNib(
  _ name: UnsafePointer<CChar>, _ bundlePath: UnsafePointer<CChar>?,
  _ bytes: UnsafePointer<UInt8>?, _ count: Int
) -> UnsafeMutableRawPointer? {
  let name = String(cString: name)
  let folder = bundlePath.map { String(cString: $0) }
  let answer: AnyObject
  do {
    if let bytes {
      answer = try NibFiles.read(
        Data(UnsafeBufferPointer(start: bytes, count: count)), name: name, bundlePath: folder)
    } else {
      answer = try NibFiles.read(name: name, bundlePath: folder)
    }
  } catch {
    answer = NibContents.Failure(error)
  }
  return Unmanaged.passRetained(answer).toOpaque()
}

/// Finds and reads nib files, each once per process.
enum NibFiles {
  /// The nibs read, by path.
  private static let read = Mutex<[String: NibBox]>([:])

  private struct NibBox: @unchecked Sendable {
    let definition: NibDefinition
  }

  /// The nib `<name>.xib` of the bundle at `bundlePath` (`nil`, or the executable's folder:
  /// the resource bundle beside the executable that holds it, as the main bundle would; the
  /// executable's folder itself is never searched).
  static func read(name: String, bundlePath: String?) throws -> NibContents {
    let file = "\(name).xib"
    let requested = bundlePath.flatMap(Bundle.init(path:)).flatMap {
      $0.isExecutableFolder ? nil : $0
    }
    guard
      let bundle = requested
        ?? Bundle.besideExecutable(
          containing: file, preferring: HostApplication.launchedAppModule),
      let url = Bundle.location(
        of: file, in: URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath))
    else {
      throw StoryboardError.nibNotFound(
        name: name, bundle: requested?.bundlePath ?? Bundle.main.bundlePath)
    }
    let language = Localization.language(ofBundleAt: bundle.resourcePath ?? bundle.bundlePath)
    let path = url.standardizedFileURL.path
    let key = path + "\u{0}" + language
    let definition: NibDefinition
    if let known = Self.read.withLock({ $0[key]?.definition }) {
      definition = known
    } else {
      definition = try localizedNib(at: url, name: name, language: language)
      Self.read.withLock { $0[key] = NibBox(definition: definition) }
    }
    return NibContents(definition: definition, bundle: try classes(of: bundle))
  }

  /// The nib at `url` as iOS shows it in `language`: the language's own `.lproj` copy in place
  /// of the `Base` one, else the `Base` one with the language's `<name>.strings` applied.
  private static func localizedNib(at url: URL, name: String, language: String) throws
    -> NibDefinition
  {
    let lproj = url.deletingLastPathComponent()
    guard lproj.pathExtension == "lproj" else {
      return try StoryboardLoader.loadNib(atPath: url.path, name: name)
    }
    let localized = lproj.deletingLastPathComponent().appendingPathComponent(language + ".lproj")
    let own = localized.appendingPathComponent(name + ".xib").path
    if FileManager.default.fileExists(atPath: own) {
      return try StoryboardLoader.loadNib(atPath: own, name: name)
    }
    let nib = try StoryboardLoader.loadNib(atPath: url.path, name: name)
    let strings = localized.appendingPathComponent(name + ".strings").path
    guard FileManager.default.fileExists(atPath: strings) else { return nib }
    do throws(StringsFileError) {
      return nib.localized(by: try StringsFile(contentsOfFile: strings).entries)
    } catch {
      throw StoryboardLoadError(
        path: strings, line: max(error.line, 1), column: max(error.column, 1),
        reason: .malformedStrings(error))
    }
  }

  /// The nib in `data`, whose classes are those of the bundle at `bundlePath`.
  static func read(_ data: Data, name: String, bundlePath: String?) throws -> NibContents {
    let definition = try StoryboardLoader.loadNib(data: data, name: name)
    let bundle = bundlePath.flatMap(Bundle.init(path:)).flatMap {
      $0.isExecutableFolder ? nil : $0
    }
    return NibContents(
      definition: definition, bundle: try bundle.map(classes(of:)) ?? StoryboardBundle())
  }

  /// The class registries of bundles that hold nibs and no storyboard, by path.
  private static let registries = Mutex<[String: RegistryBox]>([:])

  private struct RegistryBox: @unchecked Sendable {
    let bundle: StoryboardBundle
  }

  /// Where the classes a nib of `bundle` names are found: the bundle's storyboards' registry
  /// (`bundle.storyboardBundle()`), or one of its own for a bundle without storyboards (its
  /// module the resource bundle's target, as for storyboards).
  private static func classes(of bundle: Bundle) throws -> StoryboardBundle {
    if let known = registries.withLock({ $0[bundle.bundlePath]?.bundle }) { return known }
    do {
      return try bundle.storyboardBundle()
    } catch let error as StoryboardFolderError
      where error.errors.allSatisfy({ $0.reason == .noStoryboards })
    {
      return registries.withLock { registries in
        if let known = registries[bundle.bundlePath] { return known.bundle }
        let made = StoryboardBundle(
          identifier: bundle.bundleIdentifier ?? bundle.bundlePath,
          moduleName: ResourceBundleLocation.targetName(ofResourceBundle: bundle.bundlePath))
        registries[bundle.bundlePath] = RegistryBox(bundle: made)
        return made
      }
    }
  }
}
