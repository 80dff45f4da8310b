import Foundation
import Storyboards

/// One recorded hierarchy file beside a test, and the comparison with it.
struct HierarchySnapshotFile {
  let path: String

  init(name: String, testName: String, testFile: String, directory: String?) {
    let testFileURL = URL(fileURLWithPath: testFile)
    let folder =
      directory
      ?? testFileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFileURL.deletingPathExtension().lastPathComponent).path
    let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    path = folder + "/" + Self.fileName("\(test).\(name)") + ".txt"
  }

  /// `text` with the characters a file name cannot hold replaced.
  private static func fileName(_ text: String) -> String {
    String(text.map { "/\\:*?\"<>| ()".contains($0) ? "_" : $0 })
  }

  /// Compares `actual` with the file; records it when there is none, or in record mode when it
  /// differs. Every recording fails, saying what it wrote.
  func check(_ actual: String, record: Bool, at site: CallSite) {
    let reference = FileManager.default.contents(atPath: path).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard reference != actual else { return }
    guard let reference, !record else {
      TestFailures.fail(
        write(actual)
          ?? (record
            ? "Record mode is on: recorded the window's hierarchy at \(path). Run the test "
              + "again without \(RecordMode.environmentVariable) to compare with it."
            : "No hierarchy was recorded yet: recorded it at \(path). Run the test again to "
              + "compare with it."),
        at: site)
      return
    }
    let earlierFormat =
      reference.hasPrefix("window:")
      ? "The recording is in the earlier snapshot format (a `window:` line, "
        + "`— Storyboard#scene`). "
      : ""
    TestFailures.fail(
      "The window's hierarchy differs from the recording at \(path) (line numbers are the "
        + "recording's; - expected, + actual):\n"
        + numberedLineDiff(expected: Self.trimmed(reference), actual: Self.trimmed(actual))
        + "\n\(earlierFormat)If the new hierarchy is right, re-record it: "
        + "\(RecordMode.howToRecord).", at: site)
  }

  /// `text` without the line break that ends the file, which a diff need not show.
  private static func trimmed(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// Writes the recording; returns why it could not be written, or `nil`.
  private func write(_ text: String) -> String? {
    do {
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
        withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return nil
    } catch {
      return "Could not record the window's hierarchy at \(path): \(error). Check that the "
        + "folder is writable."
    }
  }
}
