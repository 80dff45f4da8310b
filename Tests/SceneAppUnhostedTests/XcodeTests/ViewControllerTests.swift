import XCTest

/// Tests of a target whose host is "None": nothing is launched, and tests that need no app
/// pass.
final class ViewControllerTests: XCTestCase {
  func test_nothingIsLaunched() {
    XCTAssertNil(UIApplication.shared.delegate)
    XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
  }

  func test_aNavigationControllerShowsItsRoot() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    XCTAssertEqual(navigation.viewControllers, [root])
    XCTAssertTrue(navigation.topViewController === root)
  }
}
