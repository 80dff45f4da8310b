import XCTest

@testable import SceneApp

/// A controller whose view comes from its nib, found by its class's name.
final class BadgeViewControllerTests: XCTestCase {
  func test_theNibsOutletsAreConnected() {
    let sut = BadgeViewController()
    sut.loadViewIfNeeded()
    XCTAssertEqual(sut.countLabel.text, "0")
  }

  func test_tappingAddIncrementsTheCount() throws {
    let sut = BadgeViewController()
    sut.loadViewIfNeeded()
    let add = try XCTUnwrap(sut.view.subviews.compactMap { $0 as? UIButton }.first)
    add.sendActions(for: .touchUpInside)
    XCTAssertEqual(sut.countLabel.text, "1")
  }
}
