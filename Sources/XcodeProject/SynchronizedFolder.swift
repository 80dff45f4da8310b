import Foundation

/// The files of a folder Xcode 16 keeps in sync with a target
/// (`PBXFileSystemSynchronizedRootGroup`): everything in it, at any depth, except what the
/// folder's exception sets take out for a target.
enum SynchronizedFolder {
  /// How deep folders are followed.
  static let depthLimit = 64

  /// The files under `folder` (a path on disk), relative to it, sorted; a folder Xcode
  /// treats as one file (an asset catalog, a model) is one entry. Hidden files are left out,
  /// and symbolic links to folders are not followed. `nil` when there is no folder.
  static func files(in folder: String) -> [String]? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    var result: [String] = []
    list(folder, prefix: "", depth: 0, into: &result)
    return result.sorted()
  }

  private static func list(
    _ folder: String, prefix: String, depth: Int, into result: inout [String]
  ) {
    guard depth < depthLimit,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      let relative = prefix.isEmpty ? name : prefix + "/" + name
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let type = attributes?[.type] as? FileAttributeType
      if type == .typeDirectory, !FileRole.packageExtensions.contains(FileRole.fileExtension(name))
      {
        list(path, prefix: relative, depth: depth + 1, into: &result)
      } else if type != .typeSymbolicLink || !isFolder(path) {
        result.append(relative)
      }
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// Whether `file` (relative to the folder) is one of `exceptions` or inside one of them
  /// (an exception may name a folder).
  static func matches(_ file: String, _ exceptions: Set<String>) -> Bool {
    if exceptions.contains(file) { return true }
    var path = Substring(file)
    while let slash = path.lastIndex(of: "/") {
      path = path[..<slash]
      if exceptions.contains(String(path)) { return true }
    }
    return false
  }
}
