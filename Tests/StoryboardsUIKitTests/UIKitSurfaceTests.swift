import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// The rest of UIKit's navigation surface, in UIKit's names: the swipe back, iOS 14 split
/// columns, animations and root switches.
final class UIKitSurfaceTests: XCTestCase {
  /// `interactivePopGestureRecognizer?.isEnabled = false` stops the user's swipe back.
  func testADisabledSwipeBackDoesNotPop() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    XCTAssertNil(navigation.swipeToPop(completing: true))
    XCTAssertEqual(navigation.viewControllers.count, 2)
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    XCTAssertNotNil(navigation.swipeToPop(completing: true))
    XCTAssertEqual(navigation.viewControllers, [root])
  }

  /// iOS 14's columns: `setViewController(_:for:)` and `viewController(for:)`.
  func testSplitColumns() {
    let split = UISplitViewController(style: .doubleColumn)
    let primary = UIViewController()
    let secondary = UIViewController()
    split.setViewController(primary, for: .primary)
    split.setViewController(secondary, for: .secondary)
    XCTAssertIdentical(split.viewController(for: .primary), primary)
    XCTAssertIdentical(split.viewController(for: .secondary), secondary)
    XCTAssertNil(split.viewController(for: .supplementary))
    XCTAssertEqual(split.style, .doubleColumn)
    split.show(.primary)
  }

  /// A root switch with a cross-dissolve, as apps write it after a log-in: the new root is on
  /// screen when the call returns.
  func testARootSwitchThroughAViewTransition() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let home = UITabBarController()
    home.viewControllers = [UIViewController()]
    var finished = false
    UIView.transition(
      with: window, duration: 0.3, options: .transitionCrossDissolve,
      animations: { window.rootViewController = home }, completion: { finished = $0 })
    XCTAssertTrue(finished)
    XCTAssertIdentical(window.rootViewController, home)
    XCTAssertIdentical(home.viewIfLoaded?.window, window)
  }

  /// Sheet detents of iOS 16, a preferred content size and the home indicator, kept as data.
  func testSheetsAndPreferencesAreKept() {
    let picker = UIViewController()
    picker.modalPresentationStyle = .pageSheet
    picker.preferredContentSize = CGSize(width: 320, height: 480)
    picker.sheetPresentationController?.detents = [
      .custom { context in context.maximumDetentValue * 0.3 }, .large(),
    ]
    XCTAssertEqual(picker.sheetPresentationController?.detents.count, 2)
    XCTAssertEqual(picker.preferredContentSize.height, 480)
    XCTAssertFalse(picker.prefersHomeIndicatorAutoHidden)
  }
}
