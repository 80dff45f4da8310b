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
/// Keep the file out of the target's resources: list it in `exclude:` too.
struct Configuration: Decodable {
  /// The file's name.
  static let fileName = "uikit-sources.json"

  /// The folders and files to rewrite, or `nil` for the default.
  var sources: [String]?
  /// The target's default actor isolation.
  var defaultIsolation: String?
  /// The configuration file, when there is one: an input of the build command.
  var inputs: [URL] = []

  private enum CodingKeys: String, CodingKey {
    case sources, defaultIsolation
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

  /// The `.swift` files under `folder`, in path order.
  static func swiftFiles(under folder: URL) -> [URL] {
    var files: [URL] = []
    let walker = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }
}
