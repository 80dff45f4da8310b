import Storyboards
import Testing
import XCTest

/// A test file that imports `Storyboards` beside Swift Testing and XCTest: Swift Testing's
/// `SourceLocation` is the only one, and the runtime's place in a storyboard file is
/// ``SourcePosition``.
final class StoryboardsBesideTestingTests: XCTestCase {
  func testSwiftTestingsSourceLocationAndTheRuntimesSourcePositionDoNotCollide() {
    let testing = SourceLocation(
      fileID: "App/File.swift", filePath: "/App/File.swift", line: 3, column: 1)
    XCTAssertEqual(testing.fileID, "App/File.swift")
    let storyboard = SourcePosition(line: 3, column: 5)
    XCTAssertEqual(storyboard.description, "3:5")
    let diagnostic = Diagnostic(
      path: "Main.storyboard", location: storyboard, severity: .warning, rule: .deprecatedSegue,
      message: "a push segue")
    XCTAssertEqual(diagnostic.location, storyboard)
  }
}
