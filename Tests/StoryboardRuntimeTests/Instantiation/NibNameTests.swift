import Foundation
import Storyboards
import XCTest

/// A controller made with a nib name keeps it, as UIKit's `nibName` reports it; when the nib
/// cannot be found its view loads empty, after UIKit's exception.
final class NibNameTests: XCTestCase {
  final class ProfileViewController: ViewController {
    var label: Label?
  }

  func testAControllerWhoseNibIsMissingRaisesAndLoadsAnEmptyView() {
    let profile = ProfileViewController(nibName: "ProfileViewController", bundle: nil)
    XCTAssertEqual(profile.nibName, "ProfileViewController")
    XCTAssertThrowsError(try catching { profile.loadViewIfNeeded() }) {
      XCTAssertTrue(
        "\($0)".hasPrefix("Could not load NIB in bundle: '")
          && "\($0)".contains("with name 'ProfileViewController'"), "\($0)")
    }
    XCTAssertEqual(profile.view.subviews.count, 0)
    XCTAssertNil(profile.label)
  }

  func testAControllerWithoutANibLoadsAPlainView() {
    let profile = ProfileViewController()
    profile.loadViewIfNeeded()
    XCTAssertNotNil(profile.viewIfLoaded)
    XCTAssertNil(profile.nibName)
  }
}
