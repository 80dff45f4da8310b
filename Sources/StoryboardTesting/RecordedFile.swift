// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import Foundation
  import StoryboardAnalysis
  import StoryboardRuntime

  /// One recorded text file — a window's hierarchy beside a test, a golden file, a transcript —
  /// and the comparison with it: the one recording mechanism of the package's assertions and
  /// its own tests.
  package struct RecordedFile {
    let path: String
    /// What the text is, in messages: "the window's hierarchy".
    let subject: String

    /// The file at `path`.
    package init(path: String, subject: String) {
      self.path = path
      self.subject = subject
    }

    /// The hierarchy recording `name` of test `testName` in `testFile`:
    /// `__Snapshots__/<TestFile>/<test>.<name>.txt` beside the test, or in `directory`.
    init(name: String, testName: String, testFile: String, directory: String?) {
      let testFileURL = URL(fileURLWithPath: testFile)
      let folder =
        directory
        ?? testFileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFileURL.deletingPathExtension().lastPathComponent).path
      let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
      self.init(
        path: folder + "/" + Self.fileName("\(test).\(name)") + ".txt",
        subject: "the window's hierarchy")
    }

    /// `text` with the characters a file name cannot hold replaced.
    private static func fileName(_ text: String) -> String {
      String(text.map { "/\\:*?\"<>| ()".contains($0) ? "_" : $0 })
    }

    /// Compares `actual` with the file; records it when there is none, or in record mode when it
    /// differs. Every recording fails, saying what it wrote.
    package func check(_ actual: String, record: Bool = RecordMode.isOn, at site: CallSite) {
      let reference = FileManager.default.contents(atPath: path).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard reference != actual else { return }
      guard let reference, !record else {
        TestFailures.fail(
          write(actual)
            ?? (record
              ? "Record mode is on: recorded \(subject) at \(path). Run the test again "
                + "without \(RecordMode.environmentVariable) to compare with it."
              : "Nothing was recorded yet: recorded \(subject) at \(path). Run the test again "
                + "to compare with it."),
          at: site)
        return
      }
      let earlierFormat =
        reference.hasPrefix("window:")
        ? "The recording is in the earlier snapshot format (a `window:` line, "
          + "`— Storyboard#scene`). "
        : ""
      TestFailures.fail(
        "\(subject.prefix(1).uppercased() + subject.dropFirst()) differs from the recording at "
          + "\(path) (line numbers are the recording's; - expected, + actual):\n"
          + numberedLineDiff(expected: Self.trimmed(reference), actual: Self.trimmed(actual))
          + "\n\(earlierFormat)If the change is right, re-record it: "
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
        return "Could not record \(subject) at \(path): \(error). Check that the folder is "
          + "writable."
      }
    }
  }
#endif
