import Foundation
import StoryboardRuntime

/// Reads Interface Builder `.storyboard` files into `StoryboardDefinition` values.
///
/// ```swift
/// let main = try StoryboardLoader.loadStoryboard(atPath: "App/Base.lproj/Main.storyboard")
/// let folder = StoryboardLoader.loadFolder(atPath: "App")   // every storyboard, in parallel
/// let bundle = StoryboardBundle(storyboards: folder.storyboards)
/// ```
///
/// The package reads the XML itself: a streaming XML 1.0 reader that checks well-formedness
/// and refuses DTDs (never fetched or expanded). Files are read in chunks, so memory grows with
/// the scenes and segues kept, not with the size of the view markup, and files of any size
/// load. Every failure is a ``StoryboardLoadError`` that names the file, the line and the fix.
public enum StoryboardLoader {
  /// Reads the storyboard at `path`.
  /// - Parameters:
  ///   - path: The file, as it will appear in errors and in the definition's `path`.
  ///   - name: The storyboard's name; the file name without its extension by default.
  /// - Throws: ``StoryboardLoadError``.
  public static func loadStoryboard(atPath path: String, name: String? = nil)
    throws(StoryboardLoadError) -> StoryboardDefinition
  {
    try loadStoryboard(atPath: path, name: name, chunkSize: StoryboardFile.chunkSize)
  }

  /// Reads the file `chunkSize` bytes at a time (tests read in tiny chunks to cross every
  /// boundary).
  static func loadStoryboard(atPath path: String, name: String?, chunkSize: Int)
    throws(StoryboardLoadError) -> StoryboardDefinition
  {
    try loadStoryboard(atPath: path, name: name, chunkSize: chunkSize, readsSceneObjects: true)
  }

  /// Reads the file, with or without the scenes' objects (views, controls, connections): the
  /// benchmarks measure what reading them costs.
  package static func loadStoryboard(
    atPath path: String, name: String?, chunkSize: Int = StoryboardFile.chunkSize,
    readsSceneObjects: Bool
  ) throws(StoryboardLoadError) -> StoryboardDefinition {
    let name = name ?? storyboardName(ofFile: path)
    let file = try StoryboardFile(openingAtPath: path)
    defer { file.close() }
    var builder = StoryboardDocumentBuilder(path: path, name: name)
    builder.readsSceneObjects = readsSceneObjects
    var reader = XMLReader(path: path, handler: builder)
    do throws(StoryboardLoadError) {
      try file.read(chunkSize: chunkSize) { chunk, isFirst, isFinal throws(StoryboardLoadError) in
        if isFirst { try checkPrologue(chunk, path: path) }
        return try reader.feed(chunk.baseAddress!, count: chunk.count, isFinal: isFinal)
      }
    } catch {
      throw refine(error) { FileManager.default.contents(atPath: path).map(Array.init) ?? [] }
    }
    return reader.handler.definition
  }

  /// Reads a storyboard from bytes in memory — a test bundle's resource, a file already read, a
  /// generated document — exactly as ``loadStoryboard(atPath:name:)`` reads a file.
  ///
  /// ```swift
  /// let data = try Data(contentsOf: Bundle.module.url(forResource: "Main", withExtension: "storyboard")!)
  /// let main = try StoryboardLoader.loadStoryboard(data: data, name: "Main")
  /// ```
  /// - Parameters:
  ///   - data: The document's bytes (`Data`, `[UInt8]`, any contiguous bytes).
  ///   - name: The storyboard's name, as segues and references across storyboards use it.
  ///   - path: Where the bytes came from, for errors and the definition's `path`; by default
  ///     `<name>.storyboard`.
  /// - Throws: ``StoryboardLoadError``.
  public static func loadStoryboard(
    data: some ContiguousBytes, name: String, path: String? = nil
  ) throws(StoryboardLoadError) -> StoryboardDefinition {
    try readDocument(data: data, name: name, path: path ?? name + ".storyboard").storyboard
  }

  /// Reads an Interface Builder document from bytes: what it holds as a storyboard, and as a
  /// nib when its objects are its own.
  static func readDocument(data: some ContiguousBytes, name: String, path: String)
    throws(StoryboardLoadError) -> (storyboard: StoryboardDefinition, nib: NibDefinition?)
  {
    var reader = XMLReader(path: path, handler: StoryboardDocumentBuilder(path: path, name: name))
    do {
      try data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        try checkPrologue(bytes, path: path)
        // An empty buffer may have no address; the reader needs one to read nothing from.
        var nothing: UInt8 = 0
        _ = try withUnsafePointer(to: &nothing) { fallback in
          try reader.feed(bytes.baseAddress ?? fallback, count: bytes.count, isFinal: true)
        }
      }
    } catch let error as StoryboardLoadError {
      throw refine(error) { data.withUnsafeBytes { Array($0) } }
    } catch {
      // The closures throw nothing else; this keeps the signature's one error type.
      throw StoryboardLoadError(path: path, reason: .unreadable("\(error)"))
    }
    return (reader.handler.definition, reader.handler.nib)
  }

  /// The storyboard name of a file: its name without directory and extension.
  public static func storyboardName(ofFile path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: ".") else { return file }
    return String(file[..<dot])
  }

  // MARK: - Checks

  /// Refuses what is not a storyboard before reading it as XML: a Git LFS pointer.
  private static func checkPrologue(_ bytes: UnsafeBufferPointer<UInt8>, path: String)
    throws(StoryboardLoadError)
  {
    if bytes.starts(with: "version https://git-lfs".utf8) {
      throw StoryboardLoadError(path: path, line: 1, column: 1, reason: .gitLFSPointer)
    }
  }

  /// Turns malformed XML into the more useful reason when the file has merge-conflict markers.
  private static func refine(_ failure: StoryboardLoadError, bytes: () -> [UInt8])
    -> StoryboardLoadError
  {
    guard case .malformedXML = failure.reason, let line = conflictMarkerLine(in: bytes()) else {
      return failure
    }
    var refined = failure
    refined.reason = .mergeConflict
    refined.line = line
    refined.column = 1
    return refined
  }

  private static func conflictMarkerLine(in bytes: [UInt8]) -> Int? {
    let markers = ["<<<<<<< ", "=======", ">>>>>>> "].map { Array($0.utf8) }
    var line = 1
    var lineStart = 0
    for index in 0...bytes.count {
      guard index == bytes.count || bytes[index] == 0x0A else { continue }
      let text = bytes[lineStart..<index]
      if markers.contains(where: { text.starts(with: $0) && ($0.count > 7 || text.count == 7) }) {
        return line
      }
      line += 1
      lineStart = index + 1
    }
    return nil
  }
}
