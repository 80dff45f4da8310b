import Foundation
import StoryboardRuntime

extension StoryboardLoader {
  /// Reads the nib (`.xib`) at `path` with the storyboard reader: its File's Owner, its
  /// top-level objects, their subviews and connections.
  ///
  /// ```swift
  /// let cell = try StoryboardLoader.loadNib(atPath: "App/RecipeCell.xib")
  /// ```
  /// - Parameters:
  ///   - path: The file's path.
  ///   - name: The nib's name; the file name without its extension by default.
  /// - Throws: ``StoryboardLoadError``: the reader's located errors, and
  ///   ``StoryboardLoadError/Reason/notANib`` for a document without top-level objects.
  public static func loadNib(atPath path: String, name: String? = nil)
    throws(StoryboardLoadError) -> NibDefinition
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StoryboardLoadError(path: path, reason: .unreadable("no file at this path"))
    }
    return try loadNib(data: data, name: name ?? storyboardName(ofFile: path), path: path)
  }

  /// Reads a nib from bytes in memory, as ``loadNib(atPath:name:)`` reads a file.
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - name: The nib's name.
  ///   - path: Where the bytes came from, for errors; by default `<name>.xib`.
  /// - Throws: ``StoryboardLoadError``.
  public static func loadNib(data: some ContiguousBytes, name: String, path: String? = nil)
    throws(StoryboardLoadError) -> NibDefinition
  {
    let path = path ?? name + ".xib"
    let (_, nib) = try readDocument(data: data, name: name, path: path)
    guard let nib else {
      throw StoryboardLoadError(path: path, line: 1, column: 1, reason: .notANib)
    }
    return nib
  }
}

// MARK: - Reading the nibs of a folder

extension StoryboardLoader {
  /// The nib files a path names: the file itself when it ends in `.xib`, or every `.xib` under
  /// a folder, recursively, sorted by path, each joined to the folder as given; none for a
  /// path that does not exist.
  public static func nibFiles(atPath path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory.boolValue else { return path.hasSuffix(".xib") ? [path] : [] }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    var files: [String] = []
    let walker = FileManager.default.enumerator(atPath: path)
    while let relative = walker?.nextObject() as? String {
      if relative.hasSuffix(".xib") { files.append(prefix + relative) }
    }
    return files.map { (key: Array($0.utf8), path: $0) }
      .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.path)
  }

  /// Reads every nib under `path` (see ``nibFiles(atPath:)``): the nibs, and the errors of
  /// the files that could not be read, each with its place.
  public static func loadNibs(atPath path: String) -> (
    nibs: [NibDefinition], errors: [StoryboardLoadError]
  ) {
    var nibs: [NibDefinition] = []
    var errors: [StoryboardLoadError] = []
    for file in nibFiles(atPath: path) {
      do throws(StoryboardLoadError) {
        nibs.append(try loadNib(atPath: file))
      } catch {
        errors.append(error)
      }
    }
    return (nibs, errors)
  }
}
