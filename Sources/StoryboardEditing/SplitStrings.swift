import Foundation
import StoryboardLoader
import StoryboardRuntime

/// Localized `.strings` files of a split storyboard: the entries of moved objects move, with
/// their comments, to the new storyboard's file in each language (split rule B3), in the file's
/// own encoding.
extension SplitPlanner {
  /// The `.strings` files to write: each language's old file without the moved entries, and
  /// the new file with them.
  mutating func moveStrings(of oldPath: String, folder: String) -> [StoryboardSplit.File] {
    var movedIDs: Set<String> = []
    for scene in selected {
      for index in old.descendants(of: old.scenes[scene].element) {
        if let id = old.source.elements[index].value("id") { movedIDs.insert(id) }
      }
    }
    var files: [StoryboardSplit.File] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var paths: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      let url = URL(fileURLWithPath: relative)
      if url.lastPathComponent == "\(old.name).strings",
        url.deletingLastPathComponent().pathExtension == "lproj"
      {
        paths.append(folder + "/" + relative)
      }
    }
    for path in paths.sorted() {
      guard let data = FileManager.default.contents(atPath: path),
        let (text, encoding, bom) = Self.decode([UInt8](data))
      else { continue }
      let entries = Self.entries(of: text)
      let moved = entries.filter { movedIDs.contains($0.objectID) }
      guard !moved.isEmpty else { continue }
      var kept = ""
      var cursor = text.startIndex
      for entry in moved {
        kept += text[cursor..<entry.range.lowerBound]
        cursor = entry.range.upperBound
      }
      kept += text[cursor...]
      let newText = moved.map { String(text[$0.range]) }.joined()
      let newPath = URL(fileURLWithPath: path).deletingLastPathComponent()
        .appendingPathComponent("\(newName).strings").path
      files.append(
        StoryboardSplit.File(
          path: path, bytes: Self.encode(kept, encoding, bom), original: [UInt8](data)))
      files.append(
        StoryboardSplit.File(
          path: newPath, bytes: Self.encode(newText, encoding, bom), original: nil))
      report.otherFiles.append("\(path): \(moved.count) entries moved to \(newPath)")
    }
    return files
  }

  /// An entry of a `.strings` file: its key's object ID and its text, from its comment (when
  /// one comes right before it) through the line break after its `;`.
  struct StringsEntry {
    var objectID: String
    var range: Range<String.Index>
  }

  static func entries(of text: String) -> [StringsEntry] {
    var entries: [StringsEntry] = []
    var index = text.startIndex
    var pendingStart: String.Index?
    func lineEnd(after position: String.Index) -> String.Index {
      var position = position
      while position < text.endIndex, text[position] == " " || text[position] == "\t" {
        position = text.index(after: position)
      }
      if position < text.endIndex, text[position] == "\n" || text[position] == "\r\n" {
        return text.index(after: position)
      }
      return position
    }
    while index < text.endIndex {
      let character = text[index]
      if text[index...].hasPrefix("/*") {
        let start = index
        let end = text[index...].range(of: "*/")?.upperBound ?? text.endIndex
        pendingStart = pendingStart ?? text.index(start, offsetBy: 0)
        index = end
      } else if text[index...].hasPrefix("//") {
        pendingStart = pendingStart ?? index
        index = text[index...].firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) ?? text.endIndex
      } else if character == "\"" {
        let start = pendingStart ?? index
        var position = text.index(after: index)
        var key = ""
        while position < text.endIndex, text[position] != "\"" {
          if text[position] == "\\" { position = text.index(after: position) }
          if position < text.endIndex { key.append(text[position]) }
          position = text.index(after: position)
        }
        // Through the `;` that ends the entry, past quoted strings.
        var inString = false
        position = position < text.endIndex ? text.index(after: position) : position
        while position < text.endIndex {
          let current = text[position]
          if current == "\\", inString {
            position = text.index(after: position)
          } else if current == "\"" {
            inString.toggle()
          } else if current == ";", !inString {
            break
          }
          if position < text.endIndex { position = text.index(after: position) }
        }
        var end =
          position < text.endIndex ? lineEnd(after: text.index(after: position)) : text.endIndex
        // The blank line that separates it from the next entry goes with it.
        let blank = lineEnd(after: end)
        if blank > end, text[end..<blank].allSatisfy(\.isWhitespace) { end = blank }
        let objectID = String(key.prefix { $0 != "." })
        entries.append(StringsEntry(objectID: objectID, range: start..<end))
        pendingStart = nil
        index = end
      } else if character.isWhitespace {
        index = text.index(after: index)
      } else {
        pendingStart = nil
        index = text.index(after: index)
      }
    }
    return entries
  }

  /// The text of a `.strings` file, its encoding and whether it starts with a byte order mark.
  static func decode(_ bytes: [UInt8]) -> (String, String.Encoding, Bool)? {
    if bytes.starts(with: [0xFF, 0xFE]) {
      return String(bytes: bytes.dropFirst(2), encoding: .utf16LittleEndian).map {
        ($0, .utf16LittleEndian, true)
      }
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return String(bytes: bytes.dropFirst(2), encoding: .utf16BigEndian).map {
        ($0, .utf16BigEndian, true)
      }
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return String(bytes: bytes.dropFirst(3), encoding: .utf8).map { ($0, .utf8, true) }
    }
    if let text = String(bytes: bytes, encoding: .utf8) { return (text, .utf8, false) }
    return String(bytes: bytes, encoding: .utf16LittleEndian).map {
      ($0, .utf16LittleEndian, false)
    }
  }

  static func encode(_ text: String, _ encoding: String.Encoding, _ bom: Bool) -> [UInt8] {
    let body = [UInt8](text.data(using: encoding) ?? Data())
    guard bom else { return body }
    switch encoding {
    case .utf16LittleEndian: return [0xFF, 0xFE] + body
    case .utf16BigEndian: return [0xFE, 0xFF] + body
    default: return [0xEF, 0xBB, 0xBF] + body
    }
  }
}
