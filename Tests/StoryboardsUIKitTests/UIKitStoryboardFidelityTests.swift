import StoryboardTesting
import XCTest

/// What a storyboard gives that real tests rely on: a standalone bar's items, a
/// tab removed while More shows it.
final class UIKitStoryboardFidelityTests: XCTestCase {
  private var storyboard: UIStoryboard { UIStoryboard(name: "Fidelity", bundle: Bundle.module) }

  func testAStandaloneNavigationBarHasItsStoryboardItems() throws {
    let form = storyboard.instantiateViewController(withIdentifier: "Form")
    let bar = try XCTUnwrap(form.view.viewWithTag(5) as? UINavigationBar)
    XCTAssertEqual(bar.items?.map(\.title), ["Inbox", "Message"])
    XCTAssertEqual(bar.topItem?.title, "Message")
    XCTAssertEqual(bar.backItem?.title, "Inbox")
    XCTAssertNotNil(bar.topItem?.rightBarButtonItem, "the item's own bar button item")
  }

  func testAStandaloneToolbarHasItsStoryboardItems() throws {
    let form = storyboard.instantiateViewController(withIdentifier: "Form")
    let toolbar = try XCTUnwrap(form.view.viewWithTag(6) as? UIToolbar)
    XCTAssertEqual(toolbar.items?.map(\.title), ["Archive", nil, "Delete"])
  }

  func testATabRemovedWhileMoreShowsItLeavesItsParent() {
    let tabs = UITabBarController()
    let controllers = (0..<7).map { index -> UIViewController in
      let controller = UIViewController()
      controller.title = "Tab \(index)"
      return controller
    }
    tabs.viewControllers = controllers
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.selectedViewController = controllers[5]
    XCTAssertTrue(controllers[5].parent === tabs.moreNavigationController)
    controllers[5].removeFromParent()
    XCTAssertNil(controllers[5].parent)
    XCTAssertEqual(tabs.viewControllers?.count, 6)
    XCTAssertFalse(tabs.viewControllers?.contains(controllers[5]) ?? true)
    XCTAssertFalse(tabs.moreNavigationController.viewControllers.contains(controllers[5]))
  }
}
