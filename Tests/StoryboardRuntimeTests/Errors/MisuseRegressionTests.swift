import Storyboards
import TestSupport
import XCTest

@testable import StoryboardRuntime

/// What the random hierarchy tester found, each kept as a regression test: misuse that UIKit
/// refuses (ERR-25 and its kin) or repairs, and a retain cycle.
final class MisuseRegressionTests: XCTestCase {
  /// PRES-8: the slot that puts the presenter's view back no longer owns the window.
  func testAWindowIsDeallocatedAfterAPresentationInEveryStyle() throws {
    for style in [
      ModalPresentationStyle.automatic, .pageSheet, .fullScreen, .currentContext, .overFullScreen,
    ] {
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
        presenter.present(presented, animated: true)
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
    root.present(cover, animated: true)
    let split = SplitViewController()
    XCTAssertThrowsError(try catching { split.viewControllers = [ViewController(), root] }) {
      XCTAssertEqual(
        $0 as? NavigationError,
        .childIsWindowRoot(child: root.diagnosticName, requestedParent: split.diagnosticName))
      XCTAssertEqual(
        "\($0)",
        "child view controller:\(root.diagnosticName) is the root view controller of a window and cannot have "
          + "parent view controller:\(split.diagnosticName). Give the window another root first.")
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
    let navigation = NavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
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
    XCTAssertThrowsError(
      try catching { tabs.setViewControllers([ViewController(), tabs], animated: false) }
    ) {
      XCTAssertEqual(
        $0 as? NavigationError,
        .containmentCycle(child: tabs.diagnosticName, parent: tabs.diagnosticName))
    }
    let split = SplitViewController()
    let navigation = NavigationController(rootViewController: split)
    XCTAssertThrowsError(try catching { split.viewControllers = [navigation] }) {
      XCTAssertEqual(
        $0 as? NavigationError,
        .containmentCycle(child: navigation.diagnosticName, parent: split.diagnosticName))
    }
    XCTAssertEqual(tabs.viewControllers?.count ?? 0, 0)
  }

  /// CONT-2 in a container: a child that removes itself leaves the container's list.
  func testRemoveFromParentTakesAChildOutOfTheContainersList() throws {
    let first = ViewController()
    let second = ViewController()
    let navigation = NavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    second.removeFromParent()
    XCTAssertEqual(navigation.viewControllers.map(ObjectIdentifier.init), [ObjectIdentifier(first)])
    XCTAssertNil(second.parent)
    let tabs = TabBarController()
    let tab = ViewController()
    tabs.setViewControllers([ViewController(), tab], animated: false)
    tab.removeFromParent()
    XCTAssertEqual(tabs.viewControllers?.count, 1)
    XCTAssertNoThrow(try navigation.checkInvariants())
    XCTAssertNoThrow(try tabs.checkInvariants())
  }

  /// A navigation controller's children are its stack: `addChild` pushes without animation.
  func testAddChildOnANavigationControllerMakesTheChildTheTop() throws {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let added = ViewController()
    navigation.addChild(added)
    XCTAssertIdentical(navigation.topViewController, added)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertNoThrow(try navigation.checkInvariants())
  }

  /// Presented controllers, presenters' ancestors and duplicates are refused as children, and
  /// an ancestor is refused as a presented controller (ERR-20).
  func testPresentedControllersAndLoopsAreRefused() throws {
    let window = Window()
    window.makeKeyAndVisible()
    let root = ViewController()
    window.rootViewController = root
    let navigation = NavigationController()
    root.present(navigation, animated: false)
    let tabs = TabBarController()
    XCTAssertThrowsError(try catching { tabs.setViewControllers([navigation], animated: false) }) {
      XCTAssertEqual(
        $0 as? NavigationError,
        .childIsPresented(
          child: navigation.diagnosticName, presenter: root.diagnosticName,
          requestedParent: tabs.diagnosticName))
    }
    let inner = ViewController()
    navigation.setViewControllers([inner], animated: false)
    XCTAssertThrowsError(try catching { inner.present(root, animated: false) }) {
      XCTAssertEqual($0 as? NavigationError, .presentingActive(viewController: root.diagnosticName))
    }
    let tab = ViewController()
    XCTAssertThrowsError(try catching { tabs.setViewControllers([tab, tab], animated: false) }) {
      XCTAssertEqual(
        "\($0)",
        "All view controllers of \(tabs.diagnosticName) must be distinct (\(tab.diagnosticName), \(tab.diagnosticName)). Remove the "
          + "duplicates.")
    }
    XCTAssertNoThrow(try window.checkInvariants())
  }

  /// A tab shown through More that removes itself leaves the tabs, not only More's stack.
  func testATabInMoreThatRemovesItselfLeavesTheTabs() throws {
    let window = Window()
    window.makeKeyAndVisible()
    let tabs = TabBarController()
    tabs.tabBarCapacity = 3
    let controllers = (0..<4).map { _ in ViewController() }
    tabs.setViewControllers(controllers, animated: false)
    window.rootViewController = tabs
    tabs.selectedViewController = controllers[3]
    controllers[3].removeFromParent()
    XCTAssertEqual(tabs.viewControllers?.count, 3)
    XCTAssertNil(controllers[3].parent)
    XCTAssertNoThrow(try window.checkInvariants())
  }
}
