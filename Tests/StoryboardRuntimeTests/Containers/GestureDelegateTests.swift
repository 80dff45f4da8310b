import Storyboards
import TestSupport
import XCTest

/// A recognizer's delegate is asked before the gesture begins, as UIKit asks it: an app that
/// answers `false` for the navigation controller's swipe back turns the swipe off.
final class GestureDelegateTests: XCTestCase {
  final class Refusing: GestureRecognizerDelegate {
    var asked = 0
    var begins = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
      asked += 1
      return begins
    }
  }

  func testTheSwipeBackAsksThePopRecognizersDelegate() throws {
    let navigation = NavigationController(rootViewController: controller("List"))
    navigation.pushViewController(controller("Detail"), animated: false)
    let window = visibleWindow(root: navigation)
    let delegate = Refusing()
    let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
    recognizer.delegate = delegate
    XCTAssertNil(navigation.swipeToPop(completing: true))
    XCTAssertEqual(navigation.viewControllers.count, 2, "the swipe back is off")
    delegate.begins = true
    XCTAssertNotNil(navigation.swipeToPop(completing: true))
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertEqual(delegate.asked, 2)
    _ = window
  }

  func testARecognizerThatMayNotBeginSendsNoAction() {
    let recognizer = TapGestureRecognizer()
    let delegate = Refusing()
    recognizer.delegate = delegate
    XCTAssertFalse(recognizer.recognize())
    XCTAssertEqual(recognizer.state, .possible, "reset after failing")
    let other = TapGestureRecognizer()
    recognizer.require(toFail: other)
    XCTAssertTrue(recognizer.shouldRequireFailure(of: other))
    XCTAssertFalse(recognizer.shouldRequireFailure(of: TapGestureRecognizer()))
    recognizer.name = "double tap"
    XCTAssertEqual(recognizer.name, "double tap")
  }
}
