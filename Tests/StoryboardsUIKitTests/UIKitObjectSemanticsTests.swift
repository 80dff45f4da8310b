import StoryboardTesting
import XCTest

#if canImport(ObjectiveC)
  import ObjectiveC
#endif

/// UIKit's objects are NSObjects on iOS: compared by identity with `==` and in `switch`, kept in
/// sets, asked `isKind(of:)` and `isMember(of:)`, and given associated objects, as app code and
/// its tests do.
final class UIKitObjectSemanticsTests: XCTestCase {
  final class BadgeView: UIView {}

  nonisolated(unsafe) private static var badgeKey = 0
  nonisolated(unsafe) private static var ownerKey = 0

  func testControllersViewsAndItemsCompareByIdentity() {
    let first = UIViewController()
    let second = UIViewController()
    XCTAssertTrue(first == first)
    XCTAssertFalse(first == second)
    XCTAssertTrue(first.isEqual(first))
    XCTAssertFalse(first.isEqual(second))
    XCTAssertFalse(first.isEqual(nil))
    XCTAssertEqual(first.hash, first.hash)
    let chosen: UIViewController = second
    switch chosen {
    case first: XCTFail("matched another controller")
    case second: break
    default: XCTFail("matched nothing")
    }
    let views: Set<UIView> = [UIView(), UIView()]
    XCTAssertEqual(views.count, 2)
    let items = [UIBarButtonItem(), UIBarButtonItem()]
    XCTAssertEqual(items.firstIndex(of: items[1]), 1)
    let gestures = [UITapGestureRecognizer(), UITapGestureRecognizer()]
    XCTAssertEqual(gestures.firstIndex(of: gestures[1]), 1)
  }

  func testKindAndMembershipFollowTheClassHierarchy() {
    let badge = BadgeView()
    XCTAssertTrue(badge.isKind(of: UIView.self))
    XCTAssertTrue(badge.isKind(of: BadgeView.self))
    XCTAssertFalse(badge.isMember(of: UIView.self))
    XCTAssertTrue(badge.isMember(of: BadgeView.self))
    XCTAssertFalse(UIView().isKind(of: BadgeView.self))
    XCTAssertTrue(UINavigationController().isKind(of: UIViewController.self))
  }

  func testAssociatedObjectsAreKeptClearedAndRemoved() {
    let view = UIView()
    XCTAssertNil(objc_getAssociatedObject(view, &Self.badgeKey))
    objc_setAssociatedObject(view, &Self.badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    XCTAssertEqual(objc_getAssociatedObject(view, &Self.badgeKey) as? String, "3")
    XCTAssertNil(objc_getAssociatedObject(UIView(), &Self.badgeKey), "another view has none")
    XCTAssertNil(objc_getAssociatedObject(view, &Self.ownerKey), "another key has none")
    objc_setAssociatedObject(view, &Self.badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    XCTAssertNil(objc_getAssociatedObject(view, &Self.badgeKey))
    objc_setAssociatedObject(view, &Self.badgeKey, "4", .OBJC_ASSOCIATION_COPY_NONATOMIC)
    objc_setAssociatedObject(view, &Self.ownerKey, "owner", .OBJC_ASSOCIATION_RETAIN)
    objc_removeAssociatedObjects(view)
    XCTAssertNil(objc_getAssociatedObject(view, &Self.badgeKey))
    XCTAssertNil(objc_getAssociatedObject(view, &Self.ownerKey))
  }

  func testAnAssociatedObjectIsReleasedAfterItsOwnerEnds() {
    weak var released: UIViewController?
    do {
      let owner = UIView()
      let value = UIViewController()
      released = value
      objc_setAssociatedObject(owner, &Self.ownerKey, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    objc_setAssociatedObject(UIView(), &Self.badgeKey, "next", .OBJC_ASSOCIATION_RETAIN)
    XCTAssertNil(released, "released once its view has ended, by the next association")
  }
}
