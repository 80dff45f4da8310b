import Foundation
import Storyboards
import XCTest

/// A visual format string makes the constraints UIKit's does: sizes, spacings to the superview
/// and between views, relations, priorities and metrics; a format it cannot read raises.
final class VisualFormatTests: XCTestCase {
  func testAHorizontalFormatMakesSpacingsAndSizes() throws {
    let container = View()
    let name = Label()
    let button = Button(type: .system)
    container.addSubview(name)
    container.addSubview(button)
    let made = LayoutConstraint.constraints(
      withVisualFormat: "H:|-[name(>=width@750)]-gap-[button(==44)]-16-|",
      metrics: ["width": 80, "gap": 12],
      views: ["name": name, "button": button])
    XCTAssertEqual(made.count, 5)
    let leading = made[1]
    XCTAssertTrue(leading.firstItem === name)
    XCTAssertEqual(leading.firstAttribute, .leading)
    XCTAssertTrue(leading.secondItem === container)
    XCTAssertEqual(leading.constant, 8, "a bare - is the standard spacing")
    let width = made[0]
    XCTAssertEqual(width.relation, .greaterThanOrEqual)
    XCTAssertEqual(width.constant, 80)
    XCTAssertEqual(width.priority.rawValue, 750)
    let gap = made.first { $0.firstItem === button && $0.firstAttribute == .leading }
    XCTAssertTrue(gap?.secondItem === name)
    XCTAssertEqual(gap?.secondAttribute, .trailing)
    XCTAssertEqual(gap?.constant, 12)
    let trailing = try XCTUnwrap(made.last)
    XCTAssertTrue(trailing.firstItem === container)
    XCTAssertEqual(trailing.constant, 16)

    let vertical = LayoutConstraint.constraints(
      withVisualFormat: "V:|[name]|", metrics: nil, views: ["name": name])
    XCTAssertEqual(vertical.map(\.firstAttribute), [.top, .bottom])
    XCTAssertEqual(LayoutConstraint.FormatOptions.alignAllCenterY.rawValue, 1 << 10)
  }

  func testAFormatThatCannotBeReadRaises() {
    XCTAssertThrowsError(
      try catching {
        _ = LayoutConstraint.constraints(
          withVisualFormat: "H:|-[missing]-|", metrics: nil, views: [:])
      }
    ) {
      XCTAssertEqual(
        $0 as? ViewError, .invalidVisualFormat(format: "H:|-[missing]-|", offset: 5))
    }
  }
}
