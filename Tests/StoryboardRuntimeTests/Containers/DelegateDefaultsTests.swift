import Foundation
import Storyboards
import XCTest

/// The answers of the delegate methods an app leaves out: UIKit's, as its documentation gives
/// them ("If you do not implement this method, …"), through a delegate that implements none.
final class DelegateDefaultsTests: XCTestCase {
  private final class Silent: NSObject, SplitViewControllerDelegate, NavigationControllerDelegate,
    TabBarControllerDelegate, GestureRecognizerDelegate, PopoverPresentationControllerDelegate,
    ViewControllerTransitioningDelegate, ViewControllerInteractiveTransitioning
  {
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {}
  }

  private final class Animator: NSObject, ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.3 }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {}
  }

  func testASplitViewControllersSilentDelegateLeavesShowingAndColumnsToTheSplit() {
    let split = SplitViewController(style: .doubleColumn)
    let delegate = Silent()
    let shown = ViewController()
    XCTAssertFalse(delegate.splitViewController(split, show: shown, sender: nil))
    XCTAssertFalse(delegate.splitViewController(split, showDetail: shown, sender: nil))
    XCTAssertEqual(
      delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: .primary),
      .primary)
    XCTAssertEqual(
      delegate.splitViewController(
        split, displayModeForExpandingToProposedDisplayMode: .oneBesideSecondary),
      .oneBesideSecondary)
    XCTAssertEqual(delegate.targetDisplayModeForAction(in: split), .automatic)
    XCTAssertEqual(
      delegate.splitViewControllerSupportedInterfaceOrientations(split), .allButUpsideDown)
    XCTAssertEqual(
      delegate.splitViewControllerPreferredInterfaceOrientationForPresentation(split), .portrait)
    XCTAssertTrue(delegate.splitViewController(split, shouldHide: shown, in: .portrait))
    XCTAssertFalse(delegate.splitViewController(split, shouldHide: shown, in: .landscapeLeft))
  }

  func testContainersPresentInTheirDelegatesOrientationElseAViewControllers() {
    let navigation = NavigationController(rootViewController: ViewController())
    let tabs = TabBarController()
    let split = SplitViewController(style: .doubleColumn)
    XCTAssertEqual(navigation.preferredInterfaceOrientationForPresentation, .portrait)
    XCTAssertEqual(tabs.preferredInterfaceOrientationForPresentation, .portrait)
    XCTAssertEqual(split.preferredInterfaceOrientationForPresentation, .portrait)
    let delegate = Silent()
    navigation.delegate = delegate
    tabs.delegate = delegate
    split.delegate = delegate
    XCTAssertEqual(navigation.preferredInterfaceOrientationForPresentation, .portrait)
    XCTAssertEqual(tabs.preferredInterfaceOrientationForPresentation, .portrait)
    XCTAssertEqual(split.preferredInterfaceOrientationForPresentation, .portrait)
    XCTAssertEqual(
      delegate.navigationControllerSupportedInterfaceOrientations(navigation), .allButUpsideDown)
    XCTAssertEqual(delegate.tabBarControllerSupportedInterfaceOrientations(tabs), .allButUpsideDown)
    XCTAssertEqual(
      delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(tabs), .portrait)

    final class Landscape: NSObject, NavigationControllerDelegate {
      func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: NavigationController
      ) -> InterfaceOrientation { .landscapeRight }
    }
    let landscape = Landscape()
    navigation.delegate = landscape
    XCTAssertEqual(navigation.preferredInterfaceOrientationForPresentation, .landscapeRight)
  }

  func testASilentDelegateOffersNoInteractiveTransition() {
    let delegate = Silent()
    let animator = Animator()
    XCTAssertNil(
      delegate.navigationController(
        NavigationController(rootViewController: ViewController()),
        interactionControllerFor: animator))
    XCTAssertNil(delegate.interactionControllerForPresentation(using: animator))
    XCTAssertNil(delegate.interactionControllerForDismissal(using: animator))
    // `UIViewControllerInteractiveTransitioning`'s optional members, as UIKit reads them.
    XCTAssertEqual(delegate.completionSpeed, 1)
    XCTAssertEqual(delegate.completionCurve, .easeInOut)
    XCTAssertTrue(delegate.wantsInteractiveStart)
  }

  func testASilentGestureDelegateLetsEveryRecognizerBeginAloneAndReceiveEverything() {
    let delegate = Silent()
    let view = View()
    let tap = TapGestureRecognizer(target: nil, action: nil)
    let pan = PanGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(tap)
    XCTAssertTrue(delegate.gestureRecognizerShouldBegin(tap))
    XCTAssertFalse(delegate.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: pan))
    XCTAssertFalse(delegate.gestureRecognizer(tap, shouldRequireFailureOf: pan))
    XCTAssertFalse(delegate.gestureRecognizer(tap, shouldBeRequiredToFailBy: pan))
    XCTAssertTrue(delegate.gestureRecognizer(tap, shouldReceive: Touch(view: view)))
    XCTAssertTrue(delegate.gestureRecognizer(tap, shouldReceive: Event()))
  }

  func testAPopoversSilentDelegateLetsItBeDismissed() {
    let presented = ViewController()
    presented.modalPresentationStyle = .popover
    let popover = PopoverPresentationController(
      presentedViewController: presented, presenting: nil)
    XCTAssertTrue(Silent().popoverPresentationControllerShouldDismissPopover(popover))
  }
}
