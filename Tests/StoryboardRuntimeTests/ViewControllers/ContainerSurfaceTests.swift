import StoryboardTesting
import Storyboards
import TestSupport
import XCTest

/// What the members added for UIKit's surface do where there is something to simulate:
/// custom-container transitions, children's own traits, a controller's navigation bar, the
/// unwind methods from before iOS 9 and deferred menus.
final class ContainerSurfaceTests: XCTestCase {
  func testTransitionBetweenChildrenSwapsTheirViewsWithTheCallbacks() throws {
    let container = controller("Container")
    let list = controller("List")
    let map = controller("Map")
    for child in [list, map] {
      container.addChild(child)
      child.didMove(toParent: container)
    }
    container.view.addSubview(list.view)
    let window = visibleWindow(root: container)
    var completed: Bool?
    let log = events {
      container.transition(
        from: list, to: map, duration: 0.3, options: .transitionCrossDissolve,
        animations: {}, completion: { completed = $0 })
    }
    XCTAssertEqual(completed, true)
    XCTAssertIdentical(map.view.superview, container.view)
    XCTAssertNil(list.view.superview)
    XCTAssertEqual(
      log,
      [
        "Map.loadView", "Map.viewDidLoad", "List.viewWillDisappear", "Map.viewWillAppear",
        "List.viewDidDisappear", "Map.viewDidAppear",
      ])
    XCTAssertNoThrow(try window.checkInvariants())
  }

  func testTransitionBetweenControllersThatAreNotChildrenRaises() {
    let container = controller("Container")
    let list = controller("List")
    let map = controller("Map")
    container.addChild(list)
    XCTAssertThrowsError(
      try catching {
        container.transition(from: list, to: map, duration: 0, animations: nil)
      }
    ) { error in
      XCTAssertEqual(
        error as? NavigationError,
        .transitionWithoutCommonParent(from: list.diagnosticName, to: map.diagnosticName))
      XCTAssertTrue("\(error)".contains("must have a common parent view controller"))
    }
    XCTAssertNil(map.viewIfLoaded?.superview)
  }

  func testAChildsOverriddenTraitsAreItsOwn() {
    let container = controller("Container")
    let child = controller("Child")
    container.addChild(child)
    container.setOverrideTraitCollection(
      TraitCollection(horizontalSizeClass: .regular), forChild: child)
    XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
    XCTAssertEqual(container.traitCollection.horizontalSizeClass, .compact)
    XCTAssertEqual(
      container.overrideTraitCollection(forChild: child)?.horizontalSizeClass, .regular)
    container.setOverrideTraitCollection(nil, forChild: child)
    XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
    let stranger = controller("Stranger")
    container.setOverrideTraitCollection(
      TraitCollection(horizontalSizeClass: .regular), forChild: stranger)
    XCTAssertNil(container.overrideTraitCollection(forChild: stranger), "only a child has them")
  }

  func testANavigationControllersBarRaisesOnPushItem() {
    let navigation = NavigationController(rootViewController: controller("Root"))
    XCTAssertThrowsError(
      try catching {
        navigation.navigationBar.pushItem(NavigationItem(title: "Extra"), animated: false)
      }
    ) { error in
      XCTAssertEqual(
        error as? NavigationError,
        .navigationBarManagedByController(method: "pushNavigationItem:animated:"))
      XCTAssertEqual(Exceptions.name(of: error), "NSInternalInconsistencyException")
    }
    XCTAssertThrowsError(try catching { _ = navigation.navigationBar.popItem(animated: false) })
    XCTAssertEqual(navigation.navigationBar.items?.count, 1, "the stack's items are unchanged")
  }

  func testTheUnwindMethodsBeforeIOS9AnswerAsTheSearchDoes() {
    final class Home: ViewController {
      override func objectiveCMember(named name: String) -> ObjectiveCMember? {
        name == "home:" ? .method(arity: 1) { _ in nil } : super.objectiveCMember(named: name)
      }
      override class var memberTableClass: AnyClass? { Home.self }
    }
    let home = Home()
    let navigation = NavigationController(rootViewController: home)
    let detail = controller("Detail")
    navigation.pushViewController(detail, animated: false)
    XCTAssertTrue(home.canPerformUnwindSegueAction("home:", from: detail, withSender: "tap"))
    XCTAssertIdentical(
      navigation.forUnwindSegueAction("home:", from: detail, withSender: nil), home)
    XCTAssertNil(navigation.forUnwindSegueAction("away:", from: detail, withSender: nil))
    let segue = home.segueForUnwinding(to: home, from: detail, identifier: "back")
    XCTAssertEqual(segue?.identifier, "back")
    XCTAssertIdentical(segue?.destination, home)
  }

  func testADeferredMenuElementAsksOnceUnlessUncached() {
    var asked = 0
    let provider: DeferredMenuElement.ElementProvider = { completion in
      asked += 1
      completion([Action(title: "Copy") { _ in }])
    }
    let cached = DeferredMenuElement(provider)
    var titles: [String] = []
    cached.loadElements { titles = $0.map(\.title) }
    cached.loadElements { _ in }
    XCTAssertEqual(titles, ["Copy"])
    XCTAssertEqual(asked, 1)
    let uncached = DeferredMenuElement.uncached(provider)
    uncached.loadElements { _ in }
    uncached.loadElements { _ in }
    XCTAssertEqual(asked, 3)
  }

  func testATapByTitleFindsAButtonByItsConfigurationsTitle() throws {
    let screen = controller("Cart")
    var configuration = Button.Configuration.filled()
    configuration.title = "Checkout"
    var tapped = 0
    let button = Button(
      configuration: configuration, primaryAction: Action(title: "") { _ in tapped += 1 })
    screen.view.addSubview(button)
    let window = visibleWindow(root: screen)
    try screen.view.tap("Checkout")
    XCTAssertEqual(tapped, 1)
    XCTAssertNil(button.currentTitle, "no title is set for a state")
    _ = window
  }
}
