import Foundation
import TestSupport

/// Compares `text` with the golden file `Golden/<name>.golden` (re-recorded by
/// `STORYBOARD_RECORD=1`, see ``TestSupport/assertRecordedText(_:at:file:line:)``).
func assertGolden(
  _ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line
) {
  assertRecordedText(
    text, at: CodegenFixtures.testsFolder.appendingPathComponent("Golden/\(name).golden").path,
    file: file, line: line)
}
