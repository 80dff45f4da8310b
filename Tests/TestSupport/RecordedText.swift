import Foundation
import Storyboards
import XCTest

/// Asserts that `text` is the content of the file at `path` (a golden file, an example's
/// transcript). A difference fails with one numbered line diff, `-` expected then `+` actual.
/// A missing file, or a differing one in record mode (``Storyboards/RecordMode``,
/// `STORYBOARD_RECORD=1`: the one switch of every recording), is written and fails, saying
/// so, so that a recording run never passes unnoticed.
public func assertRecordedText(
  _ text: String, at path: String, file: StaticString = #filePath, line: UInt = #line
) {
  let recorded = FileManager.default.contents(atPath: path).map {
    String(decoding: $0, as: UTF8.self)
  }
  guard recorded != text else { return }
  guard let recorded, !RecordMode.isOn else {
    do {
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
        withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      XCTFail(
        (recorded == nil ? "Nothing was recorded yet: " : "Record mode is on: ")
          + "wrote \(path). Run the tests again without \(RecordMode.environmentVariable) to "
          + "compare with it.", file: file, line: line)
    } catch {
      XCTFail("Could not write \(path): \(error)", file: file, line: line)
    }
    return
  }
  XCTFail(
    "\(path) differs (line numbers are the file's; - expected, + actual):\n"
      + numberedLineDiff(expected: recorded, actual: text)
      + "\nIf the change is right, re-record it: \(RecordMode.howToRecord).",
    file: file, line: line)
}
