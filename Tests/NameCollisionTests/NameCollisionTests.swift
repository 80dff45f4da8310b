import StoryboardTesting
import StoryboardsUIKit
import Testing
import XCTest

/// A test target that imports StoryboardsUIKit, StoryboardTesting and Swift Testing beside an
/// app's types named `ViewController`, `View`, `Window`…: the app's names win, UIKit's names and
/// Swift Testing's `SourceLocation` resolve without ambiguity.
final class NameCollisionTests: XCTestCase {
  func testTheAppsNamesAndUIKitsLiveSideBySide() {
    let appController: ViewController = ViewController()
    let uikitController: UIViewController = UIViewController()
    XCTAssertFalse((appController as AnyObject) is UIViewController)
    XCTAssertNil(uikitController.parent)
    let location = SourceLocation(
      fileID: "App/File.swift", filePath: "/App/File.swift", line: 3, column: 1)
    XCTAssertEqual(location.line, 3)
    _ = (View(), Window(), Image(), Color(), Menu(), Scene(), Action(), Selector(), Content())
    let bundle: StoryboardBundle = StoryboardBundle()
    XCTAssertTrue(bundle.storyboardNames.isEmpty)
  }
}
