import StoryboardTesting
import XCTest

/// Test doubles as iOS suites write them: a controller whose `navigationController`,
/// `presentingViewController`, `transitionCoordinator` and presentation flags are overridden,
/// and a navigation controller whose `pushViewController(_:animated:)` is a spy. UIKit declares
/// these members `open`, so the overrides compile and the controller's own code sees them.
final class UIKitOverridingTests: XCTestCase {
  final class NavigationSpy: UINavigationController {
    var pushed: [UIViewController] = []
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      pushed.append(viewController)
    }
  }

  final class DetailsHost: UIViewController {
    var fakeNavigation: UINavigationController?
    var fakePresenter: UIViewController?
    override var navigationController: UINavigationController? { fakeNavigation }
    override var presentingViewController: UIViewController? { fakePresenter }
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    override var isBeingPresented: Bool { true }
    override var isMovingToParent: Bool { true }
    override var tabBarController: UITabBarController? { nil }

    func showDetails() {
      navigationController?.pushViewController(UIViewController(), animated: true)
    }

    func close() -> Bool {
      guard isBeingPresented, let presenter = presentingViewController else { return false }
      presenter.dismiss(animated: true)
      return true
    }
  }

  func testAControllersOwnCodeSeesItsOverriddenContainerAndPresenter() {
    let host = DetailsHost()
    let spy = NavigationSpy()
    host.fakeNavigation = spy
    host.showDetails()
    XCTAssertEqual(spy.pushed.count, 1)
    XCTAssertFalse(host.close(), "no presenter yet")
    host.fakePresenter = UIViewController()
    XCTAssertTrue(host.close())
    XCTAssertTrue(host.isMovingToParent)
    XCTAssertNil(host.transitionCoordinator)
  }
}
