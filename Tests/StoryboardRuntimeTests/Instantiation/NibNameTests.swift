import Foundation
import Storyboards
import XCTest

/// Nib files are not read: a controller made with a nib name keeps it, as UIKit's `nibName`
/// reports it, and its view loads empty.
final class NibNameTests: XCTestCase {
  final class ProfileViewController: ViewController {
    var label: Label?
  }

  func testAControllerWithANibNameLoadsAnEmptyView() {
    let profile = ProfileViewController(nibName: "ProfileViewController", bundle: nil)
    XCTAssertEqual(profile.nibName, "ProfileViewController")
    profile.loadViewIfNeeded()
    XCTAssertEqual(profile.view.subviews.count, 0)
    XCTAssertNil(profile.label)
  }
}
