import Foundation

/// What `uikit-sources.json`, in a target's folder, says of the target's UIKit sources. A
/// build-tool plugin sees neither the target's `exclude:` nor its settings, so the file says
/// them:
///
/// ```json
/// { "sources": ["App", "Legacy/Helpers.swift"], "defaultIsolation": "MainActor" }
/// ```
///
/// - `sources`: the folders and files, relative to the target's folder, whose `.swift` files
///   are rewritten (each also in the target's `exclude:`, so that SwiftPM does not compile
///   the originals too). Without the file, every `.swift` file under the folder that is not
///   one of the target's own sources.
/// - `defaultIsolation`: `"MainActor"` when the target is built with
///   `.defaultIsolation(MainActor.self)` (Xcode's `SWIFT_DEFAULT_ACTOR_ISOLATION`).
///
/// - `infoPlist`: in an app's configuration, its Info.plist, relative to the app's folder
///   (without it, the one file named `Info.plist` under the folder, if any).
/// - `host`: in a test target's configuration, `"none"` to run its tests without launching its
///   app (Xcode's Host Application "None"), or the app target to launch when it depends on
///   several. Without it, a test target that depends on an app compiled through this step
///   runs inside it.
///
/// Keep the file out of the target's resources: list it in `exclude:` too.
struct Configuration: Decodable {
  /// The file's name.
  static let fileName = "uikit-sources.json"

  /// The folders and files to rewrite, or `nil` for the default.
  var sources: [String]?
  /// The target's default actor isolation.
  var defaultIsolation: String?
  /// An app's Info.plist, relative to its folder.
  var infoPlist: String?
  /// A test target's host: `"none"`, or an app target's name.
  var host: String?
  /// The configuration file, when there is one: an input of the build command.
  var inputs: [URL] = []

  private enum CodingKeys: String, CodingKey {
    case sources, defaultIsolation, infoPlist, host
  }

  /// The configuration in `folder`, or the default when it has none.
  static func read(in folder: URL) throws -> Configuration {
    let file = folder.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return Configuration()
    }
    do {
      var configuration = try JSONDecoder().decode(Configuration.self, from: data)
      configuration.inputs = [file]
      if let isolation = configuration.defaultIsolation,
        !["MainActor", "nonisolated"].contains(isolation)
      {
        throw PluginError(
          "\(file.path): defaultIsolation is \"\(isolation)\": write \"MainActor\" or "
            + "\"nonisolated\"")
      }
      return configuration
    } catch let error as PluginError {
      throw error
    } catch {
      throw PluginError(
        "\(file.path): not a configuration of UIKitSourcesPlugin (\(error)): write "
          + "{ \"sources\": [\"App\"] }, with the folders to rewrite")
    }
  }

  /// The `.swift` files to rewrite under `root`, in path order, given the target's own
  /// sources.
  func files(under root: URL, ownSources: Set<String>) throws -> [URL] {
    guard let sources else {
      return Self.swiftFiles(under: root).filter { !ownSources.contains($0.path) }
    }
    var files: [URL] = []
    for source in sources {
      let url = root.appendingPathComponent(source).standardizedFileURL
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw PluginError(
          "\(root.appendingPathComponent(Self.fileName).path): sources names \"\(source)\", "
            + "which is not in \(root.path): name folders or files relative to the target's "
            + "folder")
      }
      files += isFolder.boolValue ? Self.swiftFiles(under: url) : [url]
    }
    if let twice = files.first(where: { ownSources.contains($0.path) }) {
      throw PluginError(
        "\(twice.path) is compiled twice, as written and rewritten: add its folder to the "
          + "target's `exclude:`")
    }
    return Array(Set(files)).sorted { $0.path < $1.path }
  }

  /// The Info.plist of the app whose folder is `root`: the one `infoPlist` names, else the
  /// one file named `Info.plist` under the folder, else `nil`.
  func infoPlist(under root: URL) throws -> URL? {
    if let infoPlist {
      let url = root.appendingPathComponent(infoPlist).standardizedFileURL
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw PluginError(
          "\(root.appendingPathComponent(Self.fileName).path): infoPlist names "
            + "\"\(infoPlist)\", which is not in \(root.path): name the app's Info.plist "
            + "relative to the target's folder")
      }
      return url
    }
    let found = Self.files(under: root) { $0.lastPathComponent == "Info.plist" }
    guard found.count <= 1 else {
      throw PluginError(
        "\(root.path) holds several Info.plist files (\(found.map(\.path).joined(separator: ", "))): "
          + "name the app's in \(Self.fileName), { \"infoPlist\": \"App/Info.plist\" }")
    }
    return found.first
  }

  /// The `.swift` files under `folder`, in path order.
  static func swiftFiles(under folder: URL) -> [URL] {
    files(under: folder) { $0.pathExtension == "swift" }
  }

  /// The files under `folder` that `isWanted` keeps, in path order, hidden ones skipped.
  private static func files(under folder: URL, where isWanted: (URL) -> Bool) -> [URL] {
    var files: [URL] = []
    let walker = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL {
      if isWanted(url) { files.append(url.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }
}
