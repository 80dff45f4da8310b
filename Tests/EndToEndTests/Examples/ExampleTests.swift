import Foundation
import TestSupport
import XCTest

/// Runs the example executables as a user would: each exits 0, writes nothing on standard
/// error, and prints exactly its transcript (`Transcripts/<Example>.txt`, re-recorded by
/// `STORYBOARD_RECORD=1` when an example's output changes on purpose).
final class ExampleTests: XCTestCase {
  private static let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  private func assertTranscript(
    of example: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let result = try runProduct(example, [])
    XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
    XCTAssertEqual(result.errors, "", file: file, line: line)
    assertRecordedText(
      result.output, at: Self.transcripts.appendingPathComponent("\(example).txt").path,
      file: file, line: line)
  }

  /// A tab bar app built in code: hierarchies, presentations and the appearance callbacks.
  func testAppInCodeExample() throws { try assertTranscript(of: "AppInCode") }

  /// Every segue kind, with `shouldPerformSegue`, `prepare` and an unwind.
  func testSegueTourExample() throws { try assertTranscript(of: "SegueTour") }

  /// Seed 000: placeholders substituted at launch and in a segue, with the side effects the
  /// article lists (init and awakeFromNib twice, viewDidLoad once).
  func testSegregationExample() throws { try assertTranscript(of: "Segregation") }

  /// Seed 004: routes across storyboards, configured before the view loads.
  func testRoutableExample() throws { try assertTranscript(of: "Routable") }

  /// Seed 002: segues performed with generated `prepareForSegue_<id>` and `segueTarget_<id>`.
  func testAutoSegueExample() throws { try assertTranscript(of: "AutoSegue") }

  /// Seed 003: the storyboard tricks, including the error of a class without a storyboard.
  func testStoryboardTricksExample() throws { try assertTranscript(of: "StoryboardTricks") }

  /// Seed 001: the legacy app with its generated accessors, through the reference into Main.
  func testSplittingLegacyAppExample() throws { try assertTranscript(of: "SplittingLegacyApp") }

  /// UIKit files with outlets, actions, `@objc` targets and `#selector`, compiled unchanged
  /// through UIKitSourcesPlugin: taps reach the declared methods, keys set the outlets, and a
  /// missing key raises UIKit's exception.
  func testUIKitActionsExample() throws { try assertTranscript(of: "UIKitActions") }

  /// A storyboard's view tree driving unchanged UIKit files: outlets and an outlet collection
  /// connected, taps reaching private actions, a switch, a gesture, a nil-targeted action found
  /// up the responder chain, a button segue with `prepare`, and an unwind.
  func testUIKitControlsExample() throws { try assertTranscript(of: "UIKitControls") }

  /// An app's folder as Xcode writes it: its `@main` app delegate launches it headless (the
  /// window and the storyboard's first screen) and the process ends, printing nothing, as an
  /// app prints nothing.
  func testUIKitAppExample() throws { try assertTranscript(of: "UIKitApp") }
}
