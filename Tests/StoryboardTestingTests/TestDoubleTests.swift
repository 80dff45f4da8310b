import StoryboardTesting
import Storyboards
import TestSupport
import XCTest

final class TestDoubleTests: XCTestCase {
  private func makeBundle() -> StoryboardBundle {
    var main = StoryboardBuilder("Main")
    main.tabBarController("tabs", tabs: ["homeNav", "settingsRef"], isInitial: true)
    main.navigationController("homeNav", root: "home")
    main.viewController("home", storyboardIdentifier: "Home", title: "Home")
    main.viewController("detail", storyboardIdentifier: "Detail", title: "Detail")
    main.reference("settingsRef", storyboardName: "Settings", referencedIdentifier: "Settings")
    main.segue(.show, from: "home", to: "detail", identifier: "showDetail")
    var settings = StoryboardBuilder("Settings")
    settings.viewController(
      "settings", storyboardIdentifier: "Settings", title: "Settings", isInitial: true)
    return StoryboardBundle(storyboards: [main.definition, settings.definition])
  }

  func testADoubleIsUsedInSeguesManualInstantiationRelationshipsAndReferences() throws {
    let bundle = makeBundle()
    let detailDouble = ViewController()
    detailDouble.title = "Detail Double"
    try bundle.bind(detailDouble, to: "Detail", in: "Main")
    var made = 0
    try bundle.bind(
      {
        made += 1; let double = ViewController(); double.title = "Home Double"; return double
      }, to: "Home", in: "Main")
    let settingsDouble = ViewController()
    settingsDouble.title = "Settings Double"
    try bundle.bind(settingsDouble, to: "Settings", in: "Settings")

    let storyboard = Storyboard(name: "Main", bundle: bundle)
    let tabs = try XCTUnwrap(storyboard.instantiateInitialViewController() as? TabBarController)
    let navigation = try XCTUnwrap(tabs.viewControllers?.first as? NavigationController)
    XCTAssertEqual(navigation.topViewController?.title, "Home Double", "container relationship")
    XCTAssertIdentical(tabs.viewControllers?.last, settingsDouble, "through a storyboard reference")
    XCTAssertIdentical(
      storyboard.instantiateViewController(withIdentifier: "Detail"), detailDouble, "manual")
    XCTAssertEqual(made, 1)
    bundle.unbindAll()
    XCTAssertEqual(
      storyboard.instantiateViewController(withIdentifier: "Detail").title, "Detail")
  }

  func testADoubleInASegue() throws {
    let bundle = makeBundle()
    let double = ViewController()
    try bundle.bind(double, to: "Detail", in: "Main")
    let simulator = try StoryboardSimulator(bundle: bundle)
    try simulator.run(.perform("showDetail"))
    XCTAssertIdentical(simulator.window.visibleViewController, double)
  }

  func testBindingAnInitialController() throws {
    let bundle = makeBundle()
    let double = ViewController()
    try bundle.bindInitialViewController(double, of: "Settings")
    XCTAssertIdentical(
      Storyboard(name: "Settings", bundle: bundle).instantiateInitialViewController(), double)
  }

  func testBindingErrors() throws {
    let bundle = makeBundle()
    let loaded = ViewController()
    loaded.title = "Loaded"
    loaded.loadViewIfNeeded()
    XCTAssertThrowsError(try bundle.bind(loaded, to: "Detail", in: "Main")) { error in
      XCTAssertEqual(error as? TestDoubleError, .viewAlreadyLoaded("<ViewController: Loaded>"))
      XCTAssertTrue(
        "\(error)".contains("UIKit would not load a destination's view before prepare(for:sender:)")
      )
    }
    XCTAssertThrowsError(try bundle.bind(ViewController(), to: "Nope", in: "Main")) { error in
      XCTAssertEqual(
        error as? StoryboardError,
        .identifierNotFound(storyboard: "<Storyboard: Main>", identifier: "Nope"))
    }
    XCTAssertThrowsError(try bundle.bind(ViewController(), to: "Home", in: "Gone")) { error in
      XCTAssertEqual(
        error as? StoryboardError,
        .storyboardNotFound(name: "Gone", bundle: "StoryboardBundle <main> (loaded)"))
    }
  }

  func testSeededNavigationStackThenBack() throws {
    let bundle = makeBundle()
    let storyboard = Storyboard(name: "Main", bundle: bundle)
    let tabs = try XCTUnwrap(storyboard.instantiateInitialViewController() as? TabBarController)
    let window = makeVisibleWindow(root: tabs)
    let navigation = try XCTUnwrap(tabs.selectedViewController as? NavigationController)
    let deep = (0..<3).map { _ in
      storyboard.instantiateViewController(withIdentifier: "Detail")
    }
    try seedNavigationStack(navigation, [navigation.viewControllers[0]] + deep)
    XCTAssertEqual(navigation.viewControllers.count, 4)
    navigation.popViewController(animated: true)
    assertNavigationStack(navigation, ["ViewController", "ViewController", "ViewController"])
    try window.checkInvariants()
  }
}

extension TestDoubleTests {
  func testEveryTestDoubleErrorSaysWhatAndHowToFix() {
    let error = TestDoubleError.viewAlreadyLoaded("<LoginViewController: Login>")
    switch error {
    case .viewAlreadyLoaded:
      ErrorMessages.assertSaysWhatAndHowToFix(
        error.description, naming: ["<LoginViewController: Login>"], "viewAlreadyLoaded")
    }
  }
}
