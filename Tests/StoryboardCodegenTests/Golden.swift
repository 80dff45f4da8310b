import Foundation
import XCTest

/// Compares `text` with the golden file `Golden/<name>.golden`. `RECORD_GOLDEN=1` rewrites the
/// file and fails, saying what it wrote, so that a recording run never passes unnoticed.
func assertGolden(
  _ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line
) throws {
  let path = CodegenFixtures.testsFolder.appendingPathComponent("Golden/\(name).golden").path
  if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    XCTFail(
      "Record mode is on: wrote \(path). Unset RECORD_GOLDEN and run the tests again.",
      file: file, line: line)
    return
  }
  let golden = try? String(contentsOfFile: path, encoding: .utf8)
  XCTAssertEqual(
    text, golden,
    "\(name) differs from its golden file \(path). If the change is intended, re-record with: "
      + "RECORD_GOLDEN=1 swift test --filter StoryboardCodegenTests", file: file, line: line)
}
