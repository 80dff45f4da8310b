import Foundation
import Storyboards
import XCTest

/// What a `UIPresentationController` answers before a subclass overrides it.
final class PresentationControllerDefaultsTests: XCTestCase {
  func testItPresentsThePresentedControllersViewInTheWholeContainerInItsStyle() {
    let presented = ViewController()
    presented.modalPresentationStyle = .overFullScreen
    let controller = PresentationController(presentedViewController: presented, presenting: nil)
    XCTAssertEqual(controller.presentationStyle, .overFullScreen)
    XCTAssertEqual(controller.adaptivePresentationStyle, .overFullScreen)
    XCTAssertTrue(controller.shouldPresentInFullscreen)
    XCTAssertNil(controller.presentedView, "the presented view is not loaded yet")
    XCTAssertEqual(controller.frameOfPresentedViewInContainerView, .zero, "no container yet")
    presented.loadViewIfNeeded()
    XCTAssertTrue(controller.presentedView === presented.view)
  }
}
