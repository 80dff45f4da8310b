import Foundation

// MARK: - Finding storyboard files

extension StoryboardLoader {
  /// The storyboard files a path names: the file itself, or every file ending in `.storyboard`
  /// under a folder, recursively, sorted by path, each joined to the folder as given
  /// (`Folder/Sub/Main.storyboard`).
  /// - Throws: ``StoryboardLoadError`` when the path does not exist, or names a folder with no
  ///   storyboard.
  public static func storyboardFiles(atPath path: String) throws(StoryboardLoadError)
    -> [String]
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw StoryboardLoadError(path: path, reason: .unreadable("no such file or folder"))
    }
    guard isDirectory.boolValue else { return [path] }
    guard let walker = FileManager.default.enumerator(atPath: path) else {
      throw StoryboardLoadError(path: path, reason: .unreadable("cannot list the folder"))
    }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      if relative.hasSuffix(".storyboard") { files.append(prefix + relative) }
    }
    guard !files.isEmpty else { throw StoryboardLoadError(path: path, reason: .noStoryboards) }
    // Sorted by bytes, compared as contiguous UTF-8 (the walker's strings are not).
    return files.map { (key: Array($0.utf8), path: $0) }
      .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.path)
  }
}
