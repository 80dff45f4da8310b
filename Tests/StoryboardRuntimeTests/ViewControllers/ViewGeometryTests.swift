import Foundation
import Storyboards
import XCTest

/// A view's geometry kept as data, as UIKit keeps `frame`, `bounds` and `center` consistent
/// without a transform (`UIView.frame`: changing it changes the bounds' size and the centre;
/// `bounds`: changing it keeps the centre), and a popover's source item read back as set.
final class ViewGeometryTests: XCTestCase {
  func testAFrameReadsBackAndSetsTheBoundsAndTheCenter() {
    let view = View()
    XCTAssertEqual(view.frame, .zero)
    view.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
    XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
    XCTAssertEqual(view.center, CGPoint(x: 16, y: 22))
  }

  func testBoundsKeepTheCenterAndResizeTheFrame() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
    view.bounds = CGRect(x: 5, y: 6, width: 50, height: 10)
    XCTAssertEqual(view.bounds, CGRect(x: 5, y: 6, width: 50, height: 10))
    XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
    XCTAssertEqual(view.frame, CGRect(x: 25, y: 20, width: 50, height: 10))
  }

  func testMovingTheCenterMovesTheFrame() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.center = CGPoint(x: 100, y: 100)
    XCTAssertEqual(view.frame, CGRect(x: 90, y: 90, width: 20, height: 20))
    XCTAssertEqual(view.bounds.origin, .zero)
  }

  func testAWindowsFrameIsTheOneItWasMadeWith() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    XCTAssertEqual(window.bounds.size, CGSize(width: 390, height: 844))
  }

  func testAPopoversSourceItemReadsBackWhateverItIs() {
    let presented = ViewController()
    presented.modalPresentationStyle = .popover
    let popover = presented.popoverPresentationController
    let guide = LayoutGuide()
    popover?.sourceItem = guide
    XCTAssertIdentical(popover?.sourceItem, guide)
    XCTAssertNil(popover?.sourceView)
    let item = BarButtonItem()
    popover?.sourceItem = item
    XCTAssertIdentical(popover?.sourceItem, item)
    XCTAssertIdentical(popover?.barButtonItem, item)
    let view = View()
    popover?.sourceItem = view
    XCTAssertIdentical(popover?.sourceItem, view)
    XCTAssertNil(popover?.barButtonItem)
  }
}
