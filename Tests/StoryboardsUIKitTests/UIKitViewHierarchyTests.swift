import StoryboardTesting
import XCTest

/// A view's subviews reordered as UIKit documents, and a view transition replacing one view with
/// another.
final class UIKitViewHierarchyTests: XCTestCase {
  func testSubviewsAreReordered() {
    let container = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for view in [a, b, c] { container.addSubview(view) }
    func order() -> [UIView] { container.subviews }
    container.bringSubviewToFront(a)
    XCTAssertEqual(order(), [b, c, a])
    container.sendSubviewToBack(c)
    XCTAssertEqual(order(), [c, b, a])
    container.exchangeSubview(at: 0, withSubviewAt: 2)
    XCTAssertEqual(order(), [a, b, c])
    container.insertSubview(c, aboveSubview: a)
    XCTAssertEqual(order(), [a, c, b])
    container.insertSubview(a, belowSubview: b)
    XCTAssertEqual(order(), [c, a, b])
  }

  func testATransitionReplacesAView() {
    let container = UIView()
    let old = UIView()
    let new = UIView()
    let other = UIView()
    container.addSubview(old)
    container.addSubview(other)
    UIView.transition(from: old, to: new, duration: 0, options: .transitionCrossDissolve)
    XCTAssertEqual(container.subviews, [new, other])
    XCTAssertNil(old.superview)
    UIView.transition(from: new, to: old, duration: 0, options: .showHideTransitionViews)
    XCTAssertTrue(new.isHidden)
    XCTAssertFalse(old.isHidden)
    XCTAssertIdentical(new.superview, container, "shown and hidden, not moved")
    let enabled = UIView.areAnimationsEnabled
    UIView.setAnimationsEnabled(false)
    XCTAssertFalse(UIView.areAnimationsEnabled)
    UIView.setAnimationsEnabled(enabled)
  }
}
