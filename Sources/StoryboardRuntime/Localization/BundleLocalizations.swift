import Foundation
import Synchronization

/// Where a bundle keeps its localized resources: its `.lproj` folders by name (a copied app
/// folder keeps them a few levels down, beside its storyboards), the folders that hold its
/// unlocalized files, its String Catalogs, and its development region (`Info.plist`'s
/// `CFBundleDevelopmentRegion`, which SwiftPM writes from the package's
/// `defaultLocalization`). Read once per bundle.
package struct BundleLocalizations: Sendable {
  /// The paths of the `.lproj` folders by folder name (`fr.lproj`); several when the bundle
  /// holds several folders of that name.
  package var localized: [String: [String]] = [:]
  /// The folders that hold `.lproj` folders or the bundle's other files.
  package var unlocalized: [String] = []
  /// The String Catalogs' paths.
  package var catalogs: [String] = []
  /// The development region, or `nil` when the bundle names none.
  package var developmentRegion: String?

  /// The languages the bundle is localized in: its `.lproj` folders but `Base`, and the
  /// languages its String Catalogs translate into.
  package var languages: [String] = []

  /// The localizations of the bundle at `path`.
  package static func folders(inBundleAt path: String) -> BundleLocalizations {
    if let known = read.withLock({ $0[path] }) { return known }
    var found = BundleLocalizations()
    found.scan(URL(fileURLWithPath: path))
    var languages = Set(found.localized.keys.map { String($0.dropLast(".lproj".count)) })
    for catalog in found.catalogs {
      guard let catalog = try? StringCatalog(contentsOfFile: catalog) else { continue }
      languages.insert(catalog.sourceLanguage)
      for entry in catalog.entries.values {
        languages.formUnion((entry["localizations"] as? [String: Any] ?? [:]).keys)
      }
    }
    languages.remove("Base")
    found.languages = languages.sorted()
    let info = URL(fileURLWithPath: path).appendingPathComponent("Info.plist")
    if let data = FileManager.default.contents(atPath: info.path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    {
      found.developmentRegion = plist["CFBundleDevelopmentRegion"] as? String
    }
    return read.withLock { known in
      if let earlier = known[path] { return earlier }
      known[path] = found
      return found
    }
  }

  private static let read = Mutex<[String: BundleLocalizations]>([:])

  /// Walks `root` and up to four levels below it.
  private mutating func scan(_ root: URL) {
    var queue = [(root, 0)]
    var holders: [String] = []
    while let (folder, depth) = queue.popLast() {
      let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      var holdsFiles = folder == root
      for child in children.sorted() {
        let url = folder.appendingPathComponent(child)
        if child.hasSuffix(".lproj") {
          localized[child, default: []].append(url.path)
          holdsFiles = true
        } else if child.hasSuffix(".xcstrings") {
          catalogs.append(url.path)
        } else if depth < 4, !child.hasSuffix(".xcassets"), Self.isFolder(url) {
          queue.append((url, depth + 1))
        }
      }
      if holdsFiles { holders.append(folder.path) }
    }
    unlocalized = holders.sorted()
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
