import Foundation
import Storyboards
import XCTest

/// What a `UIViewController` answers before a subclass overrides it, including the members
/// deprecated since iOS 8 to 13 that older apps still call.
final class ViewControllerDefaultsTests: XCTestCase {
  private final class Previewer: NSObject, ViewControllerPreviewingDelegate {
    func previewingContext(
      _ previewingContext: any ViewControllerPreviewing,
      viewControllerForLocation location: CGPoint
    ) -> ViewController? { nil }
    func previewingContext(
      _ previewingContext: any ViewControllerPreviewing,
      commit viewControllerToCommit: ViewController
    ) {}
  }

  func testAControllerRotatesPresentsItsActionsAndDefersNoSystemGesture() {
    let controller = ViewController()
    XCTAssertTrue(controller.shouldAutorotate)
    XCTAssertTrue(controller.performsActionsWhilePresentingModally)
    XCTAssertEqual(controller.preferredScreenEdgesDeferringSystemGestures, [])
    XCTAssertNil(controller.childForHomeIndicatorAutoHidden)
    XCTAssertNil(controller.childForScreenEdgesDeferringSystemGestures)
    XCTAssertFalse(controller.prefersPointerLocked)
    XCTAssertNil(controller.childViewControllerForPointerLock)
  }

  func testOnlyAFormSheetKeepsTheKeyboardUpWhenItsTextFieldResigns() {
    let controller = ViewController()
    XCTAssertFalse(controller.disablesAutomaticKeyboardDismissal)
    controller.modalPresentationStyle = .formSheet
    XCTAssertTrue(controller.disablesAutomaticKeyboardDismissal)
  }

  func testPreviewingRegistrationsKeepTheirDelegateAndSourceViewUntilUnregistered() {
    let controller = ViewController()
    let delegate = Previewer()
    let source = View()
    let registration = controller.registerForPreviewing(with: delegate, sourceView: source)
    XCTAssertTrue(registration.delegate as AnyObject === delegate)
    XCTAssertTrue(registration.sourceView === source)
    controller.unregisterForPreviewing(withContext: registration)
    XCTAssertTrue(controller.previewActionItems.isEmpty)
  }

  func testTheLayoutGuidesBeforeSafeAreasHaveNoLengthAndAreMadeOnce() {
    let controller = ViewController()
    XCTAssertEqual(controller.topLayoutGuide.length, 0)
    XCTAssertEqual(controller.bottomLayoutGuide.length, 0)
    XCTAssertTrue(controller.topLayoutGuide as AnyObject === controller.topLayoutGuide as AnyObject)
  }

  func testTheRotationMembersBeforeIOS8HaveNoViewsAndForwardToChildren() {
    let controller = ViewController()
    XCTAssertNil(controller.rotatingHeaderView())
    XCTAssertNil(controller.rotatingFooterView())
    XCTAssertTrue(controller.shouldAutomaticallyForwardRotationMethods())
    XCTAssertEqual(controller.interfaceOrientation, .portrait)
  }
}
