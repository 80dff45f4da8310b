import StoryboardTesting
import XCTest

/// An animator that completes at once, counting its runs.
private final class CountingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var runs = 0

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.2 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    runs += 1
    transitionContext.completeTransition(true)
  }
}

/// A tab bar controller's delegate with a custom transition, an orientation and customization.
private final class TabsDelegate: NSObject, UITabBarControllerDelegate {
  let animator = CountingAnimator()
  private(set) var transitions: [String] = []
  private(set) var customizations: [String] = []

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    transitions.append("\(fromVC.title ?? "?") to \(toVC.title ?? "?")")
    return animator
  }

  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
    -> UIInterfaceOrientationMask
  { .portrait }

  func tabBarController(
    _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
  ) {
    customizations.append("begin \(viewControllers.count)")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
    changed: Bool
  ) {
    customizations.append("end changed: \(changed)")
  }
}

/// UITabBarControllerDelegate's transition, orientation and customization methods, called
/// when UIKit calls them.
final class UIKitTabDelegateTests: XCTestCase {
  func testAChangeOfTabOnScreenRunsTheDelegatesAnimator() {
    let inbox = UIViewController()
    inbox.title = "Inbox"
    let sent = UIViewController()
    sent.title = "Sent"
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, sent]
    let delegate = TabsDelegate()
    tabs.delegate = delegate
    let window = makeVisibleWindow(root: tabs)
    tabs.selectedIndex = 1
    XCTAssertEqual(delegate.transitions, ["Inbox to Sent"])
    XCTAssertEqual(delegate.animator.runs, 1)
    XCTAssertIdentical(tabs.selectedViewController, sent)
    XCTAssertEqual(tabs.supportedInterfaceOrientations, .portrait)

    tabs.tabBar.beginCustomizingItems(tabs.tabBar.items ?? [])
    XCTAssertTrue(tabs.tabBar.isCustomizing)
    XCTAssertTrue(tabs.tabBar.endCustomizing(animated: false))
    XCTAssertEqual(delegate.customizations, ["begin 2", "end changed: false"])
    XCTAssertTrue(window.isKeyWindow)
  }

  func testAnAnimatedReplacementOfTheTabsRunsTheDelegatesAnimator() {
    let inbox = UIViewController()
    inbox.title = "Inbox"
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox]
    let delegate = TabsDelegate()
    tabs.delegate = delegate
    let window = makeVisibleWindow(root: tabs)
    let drafts = UIViewController()
    drafts.title = "Drafts"
    tabs.setViewControllers([drafts, UIViewController()], animated: true)
    XCTAssertEqual(delegate.transitions, ["Inbox to Drafts"])
    XCTAssertEqual(delegate.animator.runs, 1)
    let outbox = UIViewController()
    outbox.title = "Outbox"
    tabs.setViewControllers([outbox], animated: false)
    XCTAssertEqual(delegate.transitions, ["Inbox to Drafts"])
    XCTAssertIdentical(tabs.selectedViewController, outbox)
    XCTAssertTrue(window.isKeyWindow)
  }
}
