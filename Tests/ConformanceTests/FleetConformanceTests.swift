import StoryboardLoader
import StoryboardTesting
import Storyboards
import XCTest

/// Fleet (jwfriese/Fleet, Apache-2.0) tests navigation, presentation, tab bars and storyboards on
/// real UIKit: its CI ran the specs with Xcode 12.2 on an iPhone 11 simulator (`.travis.yml`,
/// `fastlane/Fastfile`). Each test names the spec and line it re-expresses, at commit
/// ce340f9733521ddb6583fa043cd746243c950794 (June 2023); the evidence is real UIKit unless it
/// says otherwise.
final class FleetConformanceTests: XCTestCase {
  private let navigationSpec = "FleetTests/CoreExtensions/UINavigationController+FleetSpec.swift"

  private func stack(inWindow: Bool) throws -> (NavigationController, ViewController, Window) {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = Window()
    window.rootViewController = navigation
    if inWindow { window.makeKeyAndVisible() }
    return (navigation, root, window)
  }

  // MARK: - UINavigationController+FleetSpec.swift

  /// UINavigationController+FleetSpec.swift:22, real UIKit.
  func testPushImmediatelyMakesThePushedControllerTheTop() throws {
    let (navigation, _, window) = try stack(inWindow: true)
    let pushed = ViewController()
    navigation.pushViewController(pushed, animated: true)
    XCTAssertIdentical(navigation.topViewController, pushed)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:36 and :49, real UIKit: a pushed controller's view
  /// loads at once, and once only.
  func testPushLoadsThePushedViewOnce() throws {
    let (navigation, _, window) = try stack(inWindow: true)
    let pushed = RecordingViewController()
    navigation.pushViewController(pushed, animated: true)
    XCTAssertEqual(pushed.viewDidLoadCount, 1)
    _ = navigation.topViewController?.view
    XCTAssertEqual(pushed.viewDidLoadCount, 1)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:63, real UIKit: the view loads when the controller
  /// already has its navigation controller.
  func testAPushedViewLoadsWithItsNavigationControllerSet() throws {
    let (navigation, _, window) = try stack(inWindow: true)
    let pushed = RecordingViewController()
    navigation.pushViewController(pushed, animated: true)
    XCTAssertIdentical(pushed.navigationControllerAtLoad, navigation)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:77, real UIKit.
  func testPopReturnsThePoppedController() throws {
    let (navigation, _, window) = try stack(inWindow: true)
    let pushed = ViewController()
    navigation.pushViewController(pushed, animated: true)
    XCTAssertIdentical(navigation.popViewController(animated: true), pushed)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:92, real UIKit.
  func testPopImmediatelyMakesTheControllerBelowTheTop() throws {
    let (navigation, root, window) = try stack(inWindow: true)
    navigation.pushViewController(ViewController(), animated: true)
    _ = navigation.popViewController(animated: true)
    XCTAssertIdentical(navigation.topViewController, root)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:107, real UIKit.
  func testPopToImmediatelyMakesTheGivenControllerTheTop() throws {
    let (navigation, _, window) = try stack(inWindow: true)
    let (one, two, three) = (ViewController(), ViewController(), ViewController())
    for controller in [one, two, three] {
      navigation.pushViewController(controller, animated: false)
    }
    _ = navigation.popToViewController(one, animated: true)
    XCTAssertIdentical(navigation.topViewController, one)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:127, real UIKit.
  func testPopToInAVisibleWindowReturnsThePoppedControllersInOrder() throws {
    let (navigation, _, window) = try stack(inWindow: true)
    let (one, two, three) = (ViewController(), ViewController(), ViewController())
    for controller in [one, two, three] {
      navigation.pushViewController(controller, animated: false)
    }
    let popped = try XCTUnwrap(navigation.popToViewController(one, animated: true))
    XCTAssertEqual(popped.map(ObjectIdentifier.init), [two, three].map(ObjectIdentifier.init))
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:153
  /// (`test_popToViewController_whenTheNavigationControllerNotInVisibleWindow_returnsNil`), real
  /// UIKit: Fleet's swizzle calls UIKit's own `popToViewController(_:animated:)` with
  /// `animated: false`, and off screen it returns `nil` — `expect(poppedControllers).to(beNil())`,
  /// as the spec still says at its latest commit. The stack changes all the same (NAV-5).
  func testPopToOffScreenReturnsNil() throws {
    let (navigation, _, window) = try stack(inWindow: false)
    let (one, two, three) = (ViewController(), ViewController(), ViewController())
    for controller in [one, two, three] {
      navigation.pushViewController(controller, animated: false)
    }
    XCTAssertNil(navigation.popToViewController(one, animated: true))
    XCTAssertIdentical(navigation.topViewController, one)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:214
  /// (`test_popToRootViewController_whenTheNavigationControllerIsNotInVisibleWindow_returnsNil`),
  /// real UIKit (NAV-6).
  func testPopToRootOffScreenReturnsNil() throws {
    let (navigation, root, window) = try stack(inWindow: false)
    navigation.pushViewController(ViewController(), animated: false)
    navigation.pushViewController(ViewController(), animated: false)
    XCTAssertNil(navigation.popToRootViewController(animated: true))
    XCTAssertIdentical(navigation.topViewController, root)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:172, real UIKit.
  func testPopToRootImmediatelyMakesTheRootTheTop() throws {
    let (navigation, root, window) = try stack(inWindow: true)
    navigation.pushViewController(ViewController(), animated: true)
    navigation.pushViewController(ViewController(), animated: true)
    _ = navigation.popToRootViewController(animated: false)
    XCTAssertIdentical(navigation.topViewController, root)
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:190, real UIKit.
  func testPopToRootInAVisibleWindowReturnsThePoppedControllersInOrder() throws {
    let (navigation, _, window) = try stack(inWindow: true)
    let (one, two) = (ViewController(), ViewController())
    navigation.pushViewController(one, animated: false)
    navigation.pushViewController(two, animated: false)
    let popped = try XCTUnwrap(navigation.popToRootViewController(animated: true))
    XCTAssertEqual(popped.map(ObjectIdentifier.init), [one, two].map(ObjectIdentifier.init))
    _ = window
  }

  /// UINavigationController+FleetSpec.swift:231 with KittensStoryboard.storyboard, real UIKit:
  /// a controller bound to a storyboard identifier is what a segue shows, and it is visible at
  /// once.
  func testABoundControllerIsVisibleRightAfterTheSegueThatShowsIt() throws {
    let bundle = try Fixtures.fleet.makeBundle()
    let kitten = ViewController()
    try bundle.bind(kitten, to: "KittenImage", in: "KittensStoryboard")
    let navigation = try XCTUnwrap(
      Storyboard(name: "KittensStoryboard", bundle: bundle).instantiateInitialViewController()
        as? NavigationController)
    let window = visibleWindow(root: navigation)
    navigation.performSegue(withIdentifier: "ShowKittenImage", sender: nil)
    XCTAssertIdentical(navigation.visibleViewController, kitten)
    _ = window
  }

  // MARK: - UIViewController+FleetSpec.swift

  /// FleetTests/CoreExtensions/ViewController/UIViewController+FleetSpec.swift:20, real UIKit.
  func testPresentImmediatelyMakesThePresentedControllerTopmost() throws {
    let root = ViewController()
    let window = visibleWindow(root: root)
    let top = ViewController()
    root.present(top, animated: true)
    XCTAssertIdentical(window.visibleViewController, top)
  }

  /// UIViewController+FleetSpec.swift:30, real UIKit: the completion runs once presented.
  func testPresentRunsItsCompletionOncePresented() throws {
    let root = ViewController()
    let window = visibleWindow(root: root)
    let top = ViewController()
    var presentedAtCompletion = false
    root.present(top, animated: true) {
      presentedAtCompletion = root.presentedViewController === top
    }
    XCTAssertTrue(presentedAtCompletion)
    _ = window
  }

  /// UIViewController+FleetSpec.swift:47, real UIKit.
  func testDismissRemovesThePresentedControllerAndRunsItsCompletion() throws {
    let root = ViewController()
    let window = visibleWindow(root: root)
    root.present(ViewController(), animated: true)
    var dismissed = false
    root.dismiss(animated: true) { dismissed = root.presentedViewController == nil }
    XCTAssertTrue(dismissed)
    XCTAssertIdentical(window.visibleViewController, root)
  }

  /// UIViewController+FleetSpec.swift:69, real UIKit: `show` outside a container presents.
  func testShowOutsideAContainerPresents() throws {
    let root = ViewController()
    let window = visibleWindow(root: root)
    let top = ViewController()
    root.show(top, sender: nil)
    XCTAssertIdentical(window.visibleViewController, top)
    XCTAssertIdentical(top.presentingViewController, root)
  }

  /// UIViewController+FleetSpec.swift:79 and :88, real UIKit: presenting loads the view, once.
  func testPresentLoadsThePresentedViewOnce() throws {
    let root = ViewController()
    let window = visibleWindow(root: root)
    let top = RecordingViewController()
    root.present(top, animated: true)
    XCTAssertEqual(top.viewDidLoadCount, 1)
    _ = top.view
    XCTAssertEqual(top.viewDidLoadCount, 1)
    _ = window
  }

  // MARK: - UITabBarController+FleetSpec.swift and TurtlesAndFriendsStoryboard

  /// FleetTests/CoreExtensions/Navigation/TabBar/UITabBarController+FleetSpec.swift:26, real
  /// UIKit: a user's tab selection asks the delegate, then tells it, with the tab's controller.
  func testSelectingATabAsksThenTellsTheDelegate() throws {
    final class Delegate: TabBarControllerDelegate {
      var asked: [ViewController] = []
      var told: [ViewController] = []
      func tabBarController(
        _ controller: TabBarController, shouldSelect viewController: ViewController
      ) -> Bool {
        asked.append(viewController)
        return true
      }
      func tabBarController(
        _ controller: TabBarController, didSelect viewController: ViewController
      ) {
        told.append(viewController)
      }
    }
    let bundle = try Fixtures.fleet.makeBundle()
    let tabs = try XCTUnwrap(
      Storyboard(name: "TurtlesAndFriendsStoryboard", bundle: bundle)
        .instantiateInitialViewController() as? TabBarController)
    let window = visibleWindow(root: tabs)
    let delegate = Delegate()
    tabs.delegate = delegate
    try tabs.tapTabBarItem(at: 1)
    XCTAssertEqual(delegate.asked.map(\.className), ["FruitViewController"])
    XCTAssertEqual(delegate.told.map(\.className), ["FruitViewController"])
    _ = window
  }

  /// UITabBarController+FleetSpec.swift:35, real UIKit: selecting switches the selected
  /// controller, and back.
  func testSelectingTabsSwitchesTheSelectedController() throws {
    let bundle = try Fixtures.fleet.makeBundle()
    let tabs = try XCTUnwrap(
      Storyboard(name: "TurtlesAndFriendsStoryboard", bundle: bundle)
        .instantiateInitialViewController() as? TabBarController)
    let window = visibleWindow(root: tabs)
    try tabs.tapTabBarItem(at: 1)
    XCTAssertEqual(tabs.selectedViewController?.className, "FruitViewController")
    try tabs.tapTabBarItem(at: 0)
    XCTAssertTrue(tabs.selectedViewController is NavigationController)
    _ = window
  }

  // MARK: - UIStoryboard+FleetSpec.swift

  private let storyboardSpec = "FleetTests/CoreExtensions/Storyboard/UIStoryboard+FleetSpec.swift"

  /// UIStoryboard+FleetSpec.swift:25 and :33, real UIKit storyboards: a double bound to an
  /// identifier is what instantiation returns, for a plain controller and a tab bar controller.
  func testADoubleBoundToAnIdentifierIsWhatInstantiationReturns() throws {
    let bundle = try Fixtures.fleet.makeBundle()
    let turtle = ViewController()
    let tabs = TabBarController()
    try bundle.bind(turtle, to: "BoxTurtleViewController", in: "TurtlesAndFriendsStoryboard")
    try bundle.bind(tabs, to: "HomeTabBar", in: "TurtlesAndFriendsStoryboard")
    let storyboard = Storyboard(name: "TurtlesAndFriendsStoryboard", bundle: bundle)
    XCTAssertIdentical(
      storyboard.instantiateViewController(withIdentifier: "BoxTurtleViewController"), turtle)
    XCTAssertIdentical(storyboard.instantiateViewController(withIdentifier: "HomeTabBar"), tabs)
  }

  /// UIStoryboard+FleetSpec.swift:41 and :101, real UIKit storyboards: binding to an identifier
  /// the storyboard does not have is an error naming it.
  func testBindingToAMissingIdentifierIsAnError() throws {
    let bundle = try Fixtures.fleet.makeBundle()
    XCTAssertThrowsError(
      try bundle.bind(
        ViewController(), to: "WatermelonViewController", in: "TurtlesAndFriendsStoryboard")
    ) {
      XCTAssertEqual(
        $0 as? StoryboardError,
        .identifierNotFound(
          storyboard: "<Storyboard: TurtlesAndFriendsStoryboard>",
          identifier: "WatermelonViewController"))
    }
  }

  /// UIStoryboard+FleetSpec.swift:115, real UIKit: a double whose view is already loaded is
  /// refused (its `viewDidLoad` would not run for the storyboard).
  func testBindingADoubleWithALoadedViewIsAnError() throws {
    let bundle = try Fixtures.fleet.makeBundle()
    let loaded = ViewController()
    _ = loaded.view
    XCTAssertThrowsError(
      try bundle.bind(loaded, to: "BoxTurtleViewController", in: "TurtlesAndFriendsStoryboard")
    ) {
      XCTAssertEqual($0 as? TestDoubleError, .viewAlreadyLoaded(loaded.diagnosticName))
    }
  }

  /// UIStoryboard+FleetSpec.swift:53 and :123, real UIKit: a double bound in the referenced
  /// storyboard is what a segue through a storyboard reference shows.
  func testADoubleBoundInAReferencedStoryboardIsReachedThroughTheReference() throws {
    let bundle = try Fixtures.fleet.makeBundle()
    let crab = ViewController()
    try bundle.bind(crab, to: "CrabViewController", in: "CrabStoryboard")
    let tabs = try XCTUnwrap(
      Storyboard(name: "TurtlesAndFriendsStoryboard", bundle: bundle)
        .instantiateInitialViewController() as? TabBarController)
    let window = visibleWindow(root: tabs)
    let animals = try XCTUnwrap(tabs.selectedViewController as? NavigationController)
    animals.topViewController?.performSegue(withIdentifier: "ShowCrab", sender: nil)
    XCTAssertIdentical(animals.topViewController, crab)
    _ = window
  }

  /// UIStoryboard+FleetSpec.swift:73 and :152, real UIKit: a double bound as the initial
  /// controller of a referenced storyboard is reached through a reference without identifier.
  func testADoubleBoundAsAnInitialControllerIsReachedThroughAReferenceWithoutIdentifier() throws {
    let bundle = try Fixtures.fleet.makeBundle()
    let puppies = NavigationController()
    try bundle.bindInitialViewController(puppies, of: "PuppyStoryboard")
    let tabs = try XCTUnwrap(
      Storyboard(name: "TurtlesAndFriendsStoryboard", bundle: bundle)
        .instantiateInitialViewController() as? TabBarController)
    let window = visibleWindow(root: tabs)
    let animals = try XCTUnwrap(tabs.selectedViewController as? NavigationController)
    animals.topViewController?.performSegue(withIdentifier: "ShowPuppy", sender: nil)
    XCTAssertIdentical(window.visibleViewController, puppies)
  }

  /// UIStoryboard+FleetSpec.swift:182, real UIKit: bindings in several storyboards hold at
  /// once.
  func testBindingsInSeveralStoryboardsHoldTogether() throws {
    let bundle = try Fixtures.fleet.makeBundle()
    let (turtle, corgi) = (ViewController(), ViewController())
    try bundle.bind(turtle, to: "SpottedTurtleViewController", in: "TurtlesAndFriendsStoryboard")
    try bundle.bind(corgi, to: "CorgiViewController", in: "PuppyStoryboard")
    XCTAssertIdentical(
      Storyboard(name: "TurtlesAndFriendsStoryboard", bundle: bundle)
        .instantiateViewController(withIdentifier: "SpottedTurtleViewController"), turtle)
    XCTAssertIdentical(
      Storyboard(name: "PuppyStoryboard", bundle: bundle)
        .instantiateViewController(withIdentifier: "CorgiViewController"), corgi)
  }

  /// Fleet's test-app storyboards all load, with the scenes and segues Interface Builder gave
  /// them (FleetTestApp/Source/*.storyboard).
  func testFleetsStoryboardsLoad() throws {
    XCTAssertEqual(Fixtures.fleet.errors, [])
    XCTAssertEqual(
      Fixtures.fleet.storyboards.map(\.name),
      [
        "Birds", "CrabStoryboard", "KittensStoryboard", "PuppyStoryboard",
        "TurtlesAndFriendsStoryboard",
      ])
    let turtles = try XCTUnwrap(Fixtures.fleet.storyboards.last)
    XCTAssertEqual(turtles.scenes.count, 11)
    XCTAssertEqual(turtles.segues.filter { $0.kind == .show }.count, 7)
  }
}
