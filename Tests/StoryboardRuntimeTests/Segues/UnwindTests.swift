import Storyboards
import TestSupport
import XCTest

final class UnwindTests: XCTestCase {
  func testUNW4_unwindPopsToTheDestinationInOrder() throws {
    let (window, navigation, list) = try launchFixture()
    list.performSegue(withIdentifier: "showDetail", sender: nil)
    let detail = try XCTUnwrap(navigation.topViewController)
    let log = try events { try detail.tapSegue(withIdentifier: "backToList") }
    XCTAssertEqual(
      log,
      [
        "Detail.shouldPerformSegue(backToList) -> true", "Detail.segue(backToList, to: List)",
        "Detail.prepare(for: backToList)", "List.unwindToList:(from: Detail)",
        "Detail.perform(backToList)",
        "Detail.willMove(toParent: nil)", "Nav.popped(Detail)", "Detail.viewWillDisappear",
        "List.viewWillAppear", "Detail.viewDidDisappear", "List.viewDidAppear",
        "Detail.didMove(toParent: nil)",
      ])
    XCTAssertEqual(list.unwoundFrom, [detail])
    XCTAssertEqual(navigation.viewControllers, [list])
    assertConsistent(window)
  }

  func testUNW5_unwindFromAPresentationDismissesIt() throws {
    let (window, navigation, list) = try launchFixture()
    list.performSegue(withIdentifier: "present", sender: nil)
    let sheet = try XCTUnwrap(navigation.presentedViewController)
    sheet.performSegue(withIdentifier: "closeSheet", sender: nil)
    XCTAssertNil(navigation.presentedViewController)
    XCTAssertEqual(list.unwoundFrom, [sheet])
    XCTAssertIdentical(window.visibleViewController, list)
    assertConsistent(window)
  }

  func testUNW3_noDestinationMeansNothingHappens() throws {
    let (window, navigation, list) = try launchFixture()
    list.performSegue(withIdentifier: "showDetail", sender: nil)
    let detail = try XCTUnwrap(navigation.topViewController)
    let log = events { detail.performSegue(withIdentifier: "backToNowhere", sender: nil) }
    XCTAssertEqual(
      log,
      [
        "warning: No view controller handles the unwind action 'unwindToNowhere:' from "
          + "<DetailViewController: Detail>, so the unwind does nothing. Return a handler for "
          + "'unwindToNowhere:' from unwindAction(named:) in the destination's class: an "
          + "@IBAction is not called without the Objective-C runtime."
      ], "no prepare, no action, no error: only the runtime's warning (UIKit logs nothing)")
    XCTAssertIdentical(navigation.topViewController, detail)
    assertConsistent(window)
  }

  func testERR24_unwindWithoutAnAction() throws {
    let (window, navigation, list) = try launchFixture()
    list.performSegue(withIdentifier: "present", sender: nil)
    XCTAssertNotNil(navigation.presentedViewController)
    XCTAssertTrue(window.isKeyWindow)
    assertThrows(
      StoryboardError.unwindWithoutAction,
      message: "Cannot perform an unwind without an unwind action"
    ) {
      navigation.presentedViewController?.performSegue(withIdentifier: "noAction", sender: nil)
    }
  }

  func testUNW3_searchVisitsChildrenBeforeTheirContainerAndSkipsTheSourceBranch() throws {
    final class Target: ViewController {
      var hits = 0
      override func unwindAction(named action: String) -> UnwindAction? {
        action == "back:" ? { [unowned self] _ in self.hits += 1 } : nil
      }
    }
    var builder = StoryboardBuilder("App")
    builder.tabBarController("tabs", tabs: ["first", "secondNav"], isInitial: true)
    builder.viewController("first", customClass: "Target", title: "First")
    builder.navigationController("secondNav", root: "second")
    builder.viewController("second", customClass: "Target", title: "Second")
    builder.viewController("leaf", storyboardIdentifier: "Leaf", title: "Leaf")
    builder.unwind(from: "leaf", action: "back:", identifier: "back")
    let bundle = StoryboardBundle(storyboards: [builder.definition], isStrict: true)
    bundle.register(Target.self)
    let storyboard = Storyboard(name: "App", bundle: bundle)
    let tabs = try XCTUnwrap(storyboard.instantiateInitialViewController() as? TabBarController)
    let window = visibleWindow(root: tabs)
    tabs.selectedIndex = 1
    let secondNav = try XCTUnwrap(tabs.selectedViewController as? NavigationController)
    let leaf = storyboard.instantiateViewController(withIdentifier: "Leaf")
    secondNav.pushViewController(leaf, animated: false)
    leaf.performSegue(withIdentifier: "back", sender: nil)
    let second = secondNav.viewControllers[0] as! Target
    XCTAssertEqual(second.hits, 1, "the source's own branch: the stack's root is found first")
    XCTAssertEqual(secondNav.viewControllers.count, 1)
    XCTAssertEqual((tabs.viewControllers?[0] as? Target)?.hits, 0, "the other tab is not reached")
    XCTAssertEqual(tabs.selectedIndex, 1)
    assertConsistent(window)
  }

  func testUNW5_tabBarSelectsTheTabOfTheDestination() throws {
    final class Home: ViewController {
      override func unwindAction(named action: String) -> UnwindAction? {
        action == "home:" ? { _ in } : nil
      }
    }
    var builder = StoryboardBuilder("App")
    builder.tabBarController("tabs", tabs: ["home", "otherNav"], isInitial: true)
    builder.viewController("home", customClass: "Home", title: "Home")
    builder.navigationController("otherNav", root: "other")
    builder.viewController("other", title: "Other")
    builder.unwind(from: "other", action: "home:", identifier: "home")
    let bundle = StoryboardBundle(storyboards: [builder.definition])
    bundle.register(Home.self)
    let tabs = try XCTUnwrap(
      Storyboard(name: "App", bundle: bundle).instantiateInitialViewController()
        as? TabBarController)
    let window = visibleWindow(root: tabs)
    tabs.selectedIndex = 1
    let other = try XCTUnwrap(
      (tabs.selectedViewController as? NavigationController)?.topViewController)
    other.performSegue(withIdentifier: "home", sender: nil)
    XCTAssertEqual(tabs.selectedIndex, 0)
    assertConsistent(window)
  }

  func testUNW3_customContainerCanRestrictTheSearch() throws {
    final class Picky: ViewController {
      override func allowedChildrenForUnwinding(from source: UnwindSegueSource) -> [ViewController]
      { [] }
    }
    final class Home: ViewController {
      override func unwindAction(named action: String) -> UnwindAction? {
        action == "home:" ? { _ in } : nil
      }
    }
    let picky = Picky()
    let home = Home()
    let source = controller("Source")
    picky.addChild(home)
    picky.addChild(source)
    let unwindSource = UnwindSegueSource(
      sourceViewController: source, unwindAction: "home:", sender: nil)
    XCTAssertEqual(picky.allowedChildrenForUnwinding(from: unwindSource), [])
    XCTAssertIdentical(picky.childContaining(unwindSource), source)
    XCTAssertFalse(
      home.canPerformUnwindSegueAction("home:", from: home, sender: nil), "never the source itself")
    XCTAssertTrue(home.canPerformUnwindSegueAction("home:", from: source, sender: nil))
  }
}
