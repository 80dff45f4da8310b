import Foundation
import Storyboards
import XCTest

/// `UITraitCollection`'s comparisons and `performAsCurrent`, as its documentation gives them.
final class TraitCollectionQueriesTests: XCTestCase {
  func testAPhoneInLandscapeHasACompactHeight() {
    let landscape = TraitCollection(verticalSizeClass: .compact)
    XCTAssertEqual(landscape.verticalSizeClass, .compact)
    XCTAssertEqual(landscape.horizontalSizeClass, .compact)
    XCTAssertEqual(landscape.userInterfaceIdiom, .phone)
  }

  func testACollectionContainsNilItselfAndNotAnotherSizeClass() {
    let phone = TraitCollection()
    XCTAssertTrue(phone.containsTraits(in: nil))
    XCTAssertTrue(phone.containsTraits(in: TraitCollection()))
    XCTAssertFalse(phone.containsTraits(in: TraitCollection(verticalSizeClass: .compact)))
  }

  func testColoursResolveDifferentlyOnlyAcrossInterfaceStyles() {
    let light = TraitCollection(userInterfaceStyle: .light)
    let dark = TraitCollection(userInterfaceStyle: .dark)
    XCTAssertTrue(light.hasDifferentColorAppearance(comparedTo: dark))
    XCTAssertFalse(
      dark.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
  }

  func testPerformAsCurrentSetsCurrentForItsActionsOnlyAndRestoresIt() {
    let before = TraitCollection.current
    let dark = TraitCollection(userInterfaceStyle: .dark)
    var seen: UserInterfaceStyle?
    dark.performAsCurrent { seen = TraitCollection.current.userInterfaceStyle }
    XCTAssertEqual(seen, .dark)
    XCTAssertTrue(TraitCollection.current === before)
  }

  func testEqualCollectionsHashAlikeAndDescribeTheirTraits() {
    XCTAssertEqual(TraitCollection(), TraitCollection())
    XCTAssertNotEqual(TraitCollection(), TraitCollection(verticalSizeClass: .compact))
    XCTAssertEqual(
      Set([AnyHashable(TraitCollection()), AnyHashable(TraitCollection())]).count, 1)
    XCTAssertEqual(
      TraitCollection(userInterfaceStyle: .dark).description,
      "<TraitCollection: horizontal compact, vertical regular, phone, dark>")
  }
}
