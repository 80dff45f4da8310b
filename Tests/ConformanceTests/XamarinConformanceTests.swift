import Storyboards
import XCTest

/// xamarin-macios (MIT), tests/monotouch-test/UIKit/: the default values and simple calls its
/// binding tests check against real UIKit. Evidence: real UIKit. Line numbers are those of commit
/// 12d38e23899929e7bdd8db2938c5c150f030bae8 (February 2025).
final class XamarinConformanceTests: XCTestCase {
  // MARK: - TabBarControllerTest.cs (CheckDefault, lines 24–35)

  /// TabBarControllerTest.cs:30: `SelectedIndex` is `nint.MaxValue` (NSNotFound) before any tab.
  func testATabBarControllersSelectedIndexIsNotFoundBeforeAnyTab() {
    XCTAssertEqual(TabBarController().selectedIndex, Int.max)
    XCTAssertEqual(TabBarController.notFound, Int.max)
  }

  /// TabBarControllerTest.cs:31 and :34: no selected controller and no tabs.
  func testATabBarControllerHasNoTabsAndNothingSelected() {
    let tabs = TabBarController()
    XCTAssertNil(tabs.selectedViewController)
    XCTAssertNil(tabs.viewControllers)
  }

  /// TabBarControllerTest.cs:27: `CustomizableViewControllers` is null.
  func testATabBarControllerHasNoCustomizableControllers() {
    XCTAssertNil(TabBarController().customizableViewControllers)
  }

  /// TabBarControllerTest.cs:28: `MoreNavigationController` always exists.
  func testATabBarControllerAlwaysHasAMoreNavigationController() {
    let tabs = TabBarController()
    let more = tabs.moreNavigationController
    XCTAssertIdentical(more, tabs.moreNavigationController, "one More controller, kept")
    XCTAssertNil(tabs.viewControllers, "the More controller is not a tab")
  }

  // MARK: - NavigationControllerTest.cs (ViewControllers_EmptyNull, lines 27–40)

  /// NavigationControllerTest.cs:32–38: empty, then one controller, then empty again.
  func testANavigationControllersStackStartsEmptyAndCanBeEmptied() throws {
    let navigation = NavigationController()
    XCTAssertTrue(navigation.viewControllers.isEmpty)
    navigation.setViewControllers([ViewController()], animated: false)
    XCTAssertFalse(navigation.viewControllers.isEmpty)
    navigation.setViewControllers([], animated: false)
    XCTAssertTrue(navigation.viewControllers.isEmpty)
  }

  // MARK: - SplitViewControllerTest.cs (Defaults, lines 17–38)

  /// SplitViewControllerTest.cs:28–36: empty (not nil), then the columns in order, which are
  /// also its children.
  func testASplitViewControllersColumnsAreItsChildrenInOrder() throws {
    let split = SplitViewController()
    XCTAssertTrue(split.viewControllers.isEmpty)
    let (primary, secondary) = (ViewController(), ViewController())
    split.viewControllers = [primary, secondary]
    XCTAssertIdentical(split.viewControllers[0], primary)
    XCTAssertIdentical(split.viewControllers[1], secondary)
    XCTAssertIdentical(split.children[0], primary)
    XCTAssertIdentical(split.children[1], secondary)
  }

  // MARK: - ViewControllerTest.cs (Defaults, lines 86–127)

  /// ViewControllerTest.cs:90, :103, :104, :105: no children, no parent, nothing presented.
  func testAViewControllerStartsWithoutRelations() {
    let controller = ViewController()
    XCTAssertTrue(controller.children.isEmpty)
    XCTAssertNil(controller.parent)
    XCTAssertNil(controller.presentedViewController)
    XCTAssertNil(controller.presentingViewController)
  }

  /// ViewControllerTest.cs:91, :108: it defines no presentation context and forwards appearance
  /// to its children.
  func testAViewControllerDefinesNoContextAndForwardsAppearance() {
    let controller = ViewController()
    XCTAssertFalse(controller.definesPresentationContext)
    XCTAssertTrue(controller.shouldAutomaticallyForwardAppearanceMethods)
  }

  /// ViewControllerTest.cs:94–97: it is neither being presented or dismissed nor moving.
  func testAViewControllerIsNotInATransition() {
    let controller = ViewController()
    XCTAssertFalse(controller.isBeingPresented)
    XCTAssertFalse(controller.isBeingDismissed)
    XCTAssertFalse(controller.isMovingToParent)
    XCTAssertFalse(controller.isMovingFromParent)
  }

  /// ViewControllerTest.cs:100, :118, :120: no navigation, split or tab bar controller.
  func testAViewControllerHasNoContainers() {
    let controller = ViewController()
    XCTAssertNil(controller.navigationController)
    XCTAssertNil(controller.splitViewController)
    XCTAssertNil(controller.tabBarController)
  }

  /// ViewControllerTest.cs:119, :122: no storyboard and no title.
  func testAViewControllerHasNoStoryboardAndNoTitle() {
    let controller = ViewController()
    XCTAssertNil(controller.storyboard)
    XCTAssertNil(controller.title)
  }

  /// ViewControllerTest.cs:98 and :124 (and View_Null, :150–161): the view is not loaded until it
  /// is asked for, then it is (LIFE-2).
  func testAViewControllersViewLoadsWhenAskedFor() {
    let controller = ViewController()
    XCTAssertFalse(controller.isViewLoaded)
    XCTAssertNil(controller.viewIfLoaded)
    _ = controller.view
    XCTAssertTrue(controller.isViewLoaded)
  }

  // MARK: - ViewControllerTest.cs: presentations with no window

  /// ViewControllerTest.cs:27 (Bug3489): a chain presented and dismissed outside any window
  /// never crashes; UIKit only logs (ERR-22), so nothing is presented.
  func testPresentingAChainOutsideAWindowOnlyWarns() throws {
    let (a, b, c) = (ViewController(), ViewController(), ViewController())
    let recorder = EventRecorder()
    recorder.record {
      a.present(b, animated: true)
      b.present(c, animated: true)
      b.dismiss(animated: true)
      a.dismiss(animated: true)
    }
    XCTAssertNil(a.presentedViewController)
    XCTAssertEqual(
      recorder.descriptions.filter { $0.contains("not in the window hierarchy") }.count, 2)
  }

  /// ViewControllerTest.cs:43 (Bug3189) and :59 (NonModal): the same with navigation
  /// controllers, dismissed from the innermost controller.
  func testPresentingNavigationControllersOutsideAWindowNeverCrashes() throws {
    let (a, b, c) = (ViewController(), ViewController(), ViewController())
    let (wrappedB, wrappedC) = (
      NavigationController(rootViewController: b),
      NavigationController(rootViewController: c)
    )
    a.present(wrappedB, animated: true)
    b.present(wrappedC, animated: true)
    c.dismiss(animated: true)
    XCTAssertNil(a.presentedViewController)
    XCTAssertNil(b.presentedViewController)
  }

  /// ViewControllerTest.cs:76 (NSAction_Null): present and dismiss with no completion.
  func testPresentAndDismissWithoutCompletions() throws {
    let window = Window()
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let child = ViewController()
    window.rootViewController?.present(child, animated: false, completion: nil)
    child.dismiss(animated: false, completion: nil)
    XCTAssertNil(window.rootViewController?.presentedViewController)
  }

  /// ViewControllerTest.cs:165 (AppearanceTransition): begin and end an appearance transition
  /// on a controller outside any container (LIFE-7).
  func testAnAppearanceTransitionOnALoneController() {
    let controller = ViewController()
    let events = EventRecorder()
    events.record {
      controller.beginAppearanceTransition(true, animated: true)
      controller.endAppearanceTransition()
    }
    XCTAssertEqual(
      events.descriptions.filter { $0.contains("Appear") },
      ["ViewController.viewWillAppear", "ViewController.viewDidAppear"])
  }
}
