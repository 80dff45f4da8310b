import Foundation
import Storyboards

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads Interface Builder `.storyboard` files into `StoryboardDefinition` values.
///
/// ```swift
/// let main = try StoryboardLoader.loadStoryboard(atPath: "App/Base.lproj/Main.storyboard")
/// let folder = StoryboardLoader.loadFolder(atPath: "App")   // every storyboard, in parallel
/// let bundle = StoryboardBundle(storyboards: folder.storyboards)
/// ```
///
/// Files are streamed: memory grows with the scenes and segues kept, not with the size of the
/// view markup, and files of any size load (Foundation's in-memory parser stops at 10 MB on
/// Linux). Every failure is a ``StoryboardLoadError`` that names the file, the line and the fix.
public enum StoryboardLoader {
  /// Reads the storyboard at `path`.
  /// - Parameters:
  ///   - path: The file, as it will appear in errors and in the definition's `path`.
  ///   - name: The storyboard's name; the file name without its extension by default.
  /// - Throws: ``StoryboardLoadError``.
  public static func loadStoryboard(atPath path: String, name: String? = nil) throws
    -> StoryboardDefinition
  {
    let name = name ?? storyboardName(ofFile: path)
    try checkPrologue(ofFile: path)
    if let position = UTF8Validation.firstInvalidPosition(inFile: path) {
      throw StoryboardLoadError(
        path: path, line: position.line, column: position.column, reason: .notUTF8)
    }
    guard let stream = InputStream(fileAtPath: path) else {
      throw StoryboardLoadError(path: path, reason: .unreadable("cannot open it"))
    }
    let parser = StoryboardParser(path: path, name: name)
    parser.parse(with: XMLParser(stream: stream))
    if let failure = parser.failure {
      throw refine(failure)
    }
    return parser.definition
  }

  /// The storyboard name of a file: its name without directory and extension.
  public static func storyboardName(ofFile path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: ".") else { return file }
    return String(file[..<dot])
  }

  // MARK: - Checks

  /// Refuses what is not a storyboard before parsing: a directory, an empty file, a Git LFS
  /// pointer, a DTD.
  private static func checkPrologue(ofFile path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw StoryboardLoadError(path: path, reason: .unreadable("no such file"))
    }
    if isDirectory.boolValue {
      throw StoryboardLoadError(path: path, reason: .unreadable("it is a directory"))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw StoryboardLoadError(path: path, reason: .unreadable("permission denied"))
    }
    defer { try? handle.close() }
    let prologue = [UInt8]((try? handle.read(upToCount: 65_536)) ?? Data())
    if prologue.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw StoryboardLoadError(path: path, reason: .empty)
    }
    if prologue.starts(with: Array("version https://git-lfs".utf8)) {
      throw StoryboardLoadError(path: path, line: 1, column: 1, reason: .gitLFSPointer)
    }
    let beforeRoot = Array(prologue[..<rootElementOffset(in: prologue)])
    for marker in ["<!DOCTYPE", "<!ENTITY"] {
      if let offset = firstOffset(of: Array(marker.utf8), in: beforeRoot) {
        let position = lineAndColumn(ofOffset: offset, in: prologue)
        throw StoryboardLoadError(
          path: path, line: position.line, column: position.column,
          reason: .documentTypeDeclaration)
      }
    }
  }

  /// Turns a parser failure into the most useful reason: merge conflict or truncation.
  private static func refine(_ failure: StoryboardLoadError) -> StoryboardLoadError {
    guard case .malformedXML = failure.reason,
      let bytes = FileManager.default.contents(atPath: failure.path).map(Array.init)
    else { return failure }
    var refined = failure
    if let line = conflictMarkerLine(in: bytes) {
      refined.reason = .mergeConflict
      refined.line = line
      refined.column = 1
    } else if failure.line >= lineCount(of: bytes) {
      refined.reason = .truncated
    }
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

  private static func lineCount(of bytes: [UInt8]) -> Int {
    bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } - (bytes.last == 0x0A ? 1 : 0)
  }

  /// Where the root element starts (a `<` followed by a letter), or the end of `bytes`: a
  /// document type declaration can only come before it.
  private static func rootElementOffset(in bytes: [UInt8]) -> Int {
    var index = 0
    while index + 1 < bytes.count {
      let next = bytes[index + 1]
      if bytes[index] == 0x3C, (0x41...0x5A).contains(next) || (0x61...0x7A).contains(next) {
        return index
      }
      index += 1
    }
    return bytes.count
  }

  static func firstOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
    }
    return nil
  }

  static func lineAndColumn(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
