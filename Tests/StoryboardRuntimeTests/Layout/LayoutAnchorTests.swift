import Foundation
import Storyboards
import XCTest

/// Each anchor makes the constraint UIKit's would: its items, attributes, relation,
/// multiplier and constant; system spacing is 8 points; guides answer their owner's.
final class LayoutAnchorTests: XCTestCase {
  private let view = View()
  private let other = View()

  private func assert(
    _ constraint: LayoutConstraint, _ first: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation, _ second: LayoutConstraint.Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, line: UInt = #line
  ) {
    XCTAssertTrue(constraint.firstItem === view, line: line)
    XCTAssertEqual(constraint.firstAttribute, first, line: line)
    XCTAssertEqual(constraint.relation, relation, line: line)
    XCTAssertEqual(constraint.secondAttribute, second, line: line)
    XCTAssertEqual(constraint.multiplier, multiplier, line: line)
    XCTAssertEqual(constraint.constant, constant, line: line)
  }

  func testEdgeAndCentreAnchorsMakeInequalitiesWithConstants() {
    assert(
      view.leftAnchor.constraint(greaterThanOrEqualTo: other.leftAnchor), .left,
      .greaterThanOrEqual, .left)
    assert(
      view.rightAnchor.constraint(lessThanOrEqualTo: other.rightAnchor), .right, .lessThanOrEqual,
      .right)
    assert(
      view.centerXAnchor.constraint(greaterThanOrEqualTo: other.centerXAnchor, constant: 4),
      .centerX, .greaterThanOrEqual, .centerX, constant: 4)
    assert(
      view.centerYAnchor.constraint(lessThanOrEqualTo: other.centerYAnchor, constant: -2),
      .centerY, .lessThanOrEqual, .centerY, constant: -2)
  }

  func testDimensionsMakeConstantAndProportionalConstraints() {
    let atLeast = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)
    assert(atLeast, .width, .greaterThanOrEqual, .notAnAttribute, constant: 44)
    XCTAssertNil(atLeast.secondItem)
    assert(
      view.heightAnchor.constraint(lessThanOrEqualToConstant: 100), .height, .lessThanOrEqual,
      .notAnAttribute, constant: 100)
    assert(
      view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5), .width, .equal,
      .width, multiplier: 0.5)
    assert(
      view.widthAnchor.constraint(equalTo: other.heightAnchor, multiplier: 2, constant: 3),
      .width, .equal, .height, multiplier: 2, constant: 3)
    assert(
      view.heightAnchor.constraint(lessThanOrEqualTo: other.heightAnchor, multiplier: 0.25),
      .height, .lessThanOrEqual, .height, multiplier: 0.25)
    assert(
      view.heightAnchor.constraint(
        greaterThanOrEqualTo: other.heightAnchor, multiplier: 1.5, constant: 1),
      .height, .greaterThanOrEqual, .height, multiplier: 1.5, constant: 1)
    assert(
      view.heightAnchor.constraint(
        lessThanOrEqualTo: other.heightAnchor, multiplier: 3, constant: 2),
      .height, .lessThanOrEqual, .height, multiplier: 3, constant: 2)
  }

  func testSystemSpacingIsEightPointsTimesTheMultiplier() {
    assert(
      view.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: other.trailingAnchor, multiplier: 2),
      .leading, .greaterThanOrEqual, .trailing, constant: 16)
    assert(
      view.leadingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: other.trailingAnchor, multiplier: 1),
      .leading, .lessThanOrEqual, .trailing, constant: 8)
    assert(
      view.topAnchor.constraint(equalToSystemSpacingBelow: other.bottomAnchor, multiplier: 1),
      .top, .equal, .bottom, constant: 8)
    assert(
      view.topAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: other.bottomAnchor, multiplier: 3),
      .top, .greaterThanOrEqual, .bottom, constant: 24)
    assert(
      view.topAnchor.constraint(
        lessThanOrEqualToSystemSpacingBelow: other.bottomAnchor, multiplier: 0.5),
      .top, .lessThanOrEqual, .bottom, constant: 4)
  }

  func testAnOffsetBetweenAnchorsIsADimensionAndConstraintsDescribeThemselves() {
    XCTAssertEqual(
      view.leadingAnchor.anchorWithOffset(to: other.leadingAnchor).constraint(equalToConstant: 5)
        .firstAttribute, .width)
    XCTAssertEqual(
      view.topAnchor.anchorWithOffset(to: other.topAnchor).constraint(equalToConstant: 5)
        .firstAttribute, .height)
    let constraint = view.widthAnchor.constraint(
      equalTo: other.widthAnchor, multiplier: 2, constant: 1)
    XCTAssertEqual(
      constraint.description, "<LayoutConstraint: View.width equal View.width * 2.0 + 1.0>")
    XCTAssertEqual(
      view.widthAnchor.constraint(equalToConstant: 3).description,
      "<LayoutConstraint: View.width equal 3.0>")
    XCTAssertTrue(LayoutPriority.defaultLow < .defaultHigh)
    XCTAssertEqual(LayoutPriority(rawValue: 1000), .required)
  }

  func testAGuideAnswersItsOwnersConstraintsOnItAndIsNeverAmbiguous() {
    let guide = LayoutGuide()
    view.addLayoutGuide(guide)
    let width = guide.widthAnchor.constraint(equalToConstant: 10)
    let top = guide.topAnchor.constraint(equalTo: view.topAnchor)
    let unrelated = view.heightAnchor.constraint(equalToConstant: 5)
    view.addConstraints([width, top, unrelated])
    XCTAssertEqual(guide.constraintsAffectingLayout(for: .horizontal).map { $0 === width }, [true])
    XCTAssertEqual(guide.constraintsAffectingLayout(for: .vertical).map { $0 === top }, [true])
    XCTAssertFalse(guide.hasAmbiguousLayout)
    XCTAssertEqual(LayoutGuide().constraintsAffectingLayout(for: .vertical).count, 0, "no owner")
  }
}
