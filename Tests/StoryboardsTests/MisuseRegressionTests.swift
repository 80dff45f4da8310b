import XCTest

@testable import Storyboards

/// What the random hierarchy tester found, each kept as a regression test: misuse that UIKit
/// refuses (ERR-25 and its kin) or repairs, and a retain cycle.
final class MisuseRegressionTests: XCTestCase {
  /// PRES-8: the slot that puts the presenter's view back no longer owns the window.
  func testAWindowIsDeallocatedAfterAPresentationInEveryStyle() throws {
    for style in [ModalPresentationStyle.automatic, .pageSheet, .fullScreen, .currentContext, .overFullScreen] {
      weak var weakWindow: Window?
      weak var weakPresenter: ViewController?
      weak var weakPresented: ViewController?
      do {
        let window = Window()
        window.makeKeyAndVisible()
        let presenter = ViewController()
        let presented = ViewController()
        (weakWindow, weakPresenter, weakPresented) = (window, presenter, presented)
        window.rootViewController = presenter
        presented.modalPresentationStyle = style
        try presenter.present(presented, animated: true)
      }
      XCTAssertNil(weakWindow, "\(style)")
      XCTAssertNil(weakPresenter, "\(style)")
      XCTAssertNil(weakPresented, "\(style)")
    }
  }

  /// ERR-25's kin: a window's root cannot become a child, even while a full-screen
  /// presentation has taken its view out of the window.
  func testAWindowsRootCannotBecomeAChild() throws {
    let window = Window()
    window.makeKeyAndVisible()
    let root = ViewController()
    window.rootViewController = root
    let cover = ViewController()
    cover.modalPresentationStyle = .currentContext
    try root.present(cover, animated: true)
    let split = SplitViewController()
    XCTAssertThrowsError(try split.setViewControllers([ViewController(), root])) {
      XCTAssertEqual(
        $0 as? NavigationError,
        .childIsWindowRoot(child: root.description, requestedParent: split.description))
      XCTAssertEqual(
        "\($0)",
        "child view controller:\(root) is the root view controller of a window and cannot have "
          + "parent view controller:\(split). Give the window another root first.")
    }
    XCTAssertNil(root.parent)
    XCTAssertIdentical(window.rootViewController, root)
  }

  /// A controller set as a window's root while it is stacked moves: it leaves the stack.
  func testAStackedControllerSetAsTheRootLeavesTheStack() throws {
    let window = Window()
    window.makeKeyAndVisible()
    let first = ViewController()
    let second = ViewController()
    let navigation = try NavigationController(rootViewController: first)
    try navigation.pushViewController(second, animated: false)
    window.rootViewController = second
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertIdentical(navigation.topViewController, first)
    XCTAssertNil(second.parent)
    XCTAssertIdentical(window.rootViewController, second)
    XCTAssertNoThrow(try window.checkInvariants())
  }

  /// A container cannot contain itself or one of its ancestors.
  func testAContainerCannotBeItsOwnChild() throws {
    let tabs = TabBarController()
    XCTAssertThrowsError(try tabs.setViewControllers([ViewController(), tabs], animated: false)) {
      XCTAssertEqual(
        $0 as? NavigationError,
        .containmentCycle(child: tabs.description, parent: tabs.description))
    }
    let split = SplitViewController()
    let navigation = try NavigationController(rootViewController: split)
    XCTAssertThrowsError(try split.setViewControllers([navigation])) {
      XCTAssertEqual(
        $0 as? NavigationError,
        .containmentCycle(child: navigation.description, parent: split.description))
    }
    XCTAssertEqual(tabs.viewControllers?.count ?? 0, 0)
  }

  /// CONT-2 in a container: a child that removes itself leaves the container's list.
  func testRemoveFromParentTakesAChildOutOfTheContainersList() throws {
    let first = ViewController()
    let second = ViewController()
    let navigation = try NavigationController(rootViewController: first)
    try navigation.pushViewController(second, animated: false)
    second.removeFromParent()
    XCTAssertEqual(navigation.viewControllers.map(ObjectIdentifier.init), [ObjectIdentifier(first)])
    XCTAssertNil(second.parent)
    let tabs = TabBarController()
    let tab = ViewController()
    try tabs.setViewControllers([ViewController(), tab], animated: false)
    tab.removeFromParent()
    XCTAssertEqual(tabs.viewControllers?.count, 1)
    XCTAssertNoThrow(try navigation.checkInvariants())
    XCTAssertNoThrow(try tabs.checkInvariants())
  }
}
