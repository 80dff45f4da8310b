import StoryboardTesting

/// Asserts that `text` is the content of the file at `path` (a golden file, an example's
/// transcript), with the package's one recording mechanism: a difference fails with one
/// numbered line diff, `-` expected then `+` actual; a missing file, or a differing one in
/// record mode (`STORYBOARD_RECORD=1`), is written and fails, saying so.
public func assertRecordedText(
  _ text: String, at path: String, fileID: String = #fileID, file: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  RecordedFile(path: path, subject: "the text").check(
    text, at: CallSite(fileID: fileID, file: file, line: line, column: column))
}
