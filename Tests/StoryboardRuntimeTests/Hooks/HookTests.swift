import Storyboards
import TestSupport
import XCTest

final class HookTests: XCTestCase {
  func testWrappersRunLastInstalledFirstAndCallTheOriginalLast() throws {
    let bundle = makeFixtureBundle()
    var calls: [String] = []
    bundle.hooks.instantiation.install(key: "first") { request, next in
      calls.append("first")
      return try next(request)
    }
    bundle.hooks.instantiation.install(key: "second") { request, next in
      calls.append("second")
      let controller = try next(request)
      calls.append("second after \(controller.title ?? "?")")
      return controller
    }
    _ = Storyboard(name: "Main", bundle: bundle).instantiateViewController(
      withIdentifier: "Plain")
    XCTAssertEqual(calls, ["second", "first", "second after Plain"])
    XCTAssertEqual(bundle.hooks.instantiation.installedKeys, ["first", "second"])
  }

  func testInstallingIsIdempotentPerKeyAndTheTokenUninstalls() throws {
    let bundle = makeFixtureBundle()
    var count = 0
    let wrapper: HookChain<Instantiation, ViewController>.Wrapper = { request, next in
      count += 1
      return try next(request)
    }
    let token = bundle.hooks.instantiation.install(key: "once", wrapper)
    let again = bundle.hooks.instantiation.install(key: "once", wrapper)
    XCTAssertIdentical(token, again)
    let storyboard = Storyboard(name: "Main", bundle: bundle)
    _ = storyboard.instantiateViewController(withIdentifier: "Plain")
    XCTAssertEqual(count, 1)
    token.uninstall()
    token.uninstall()
    _ = storyboard.instantiateViewController(withIdentifier: "Plain")
    XCTAssertEqual(count, 1)
    XCTAssertEqual(bundle.hooks.instantiation.installedKeys, [])
  }

  func testAWrapperMayReplaceTheResultOrNotCallTheOriginal() throws {
    let bundle = makeFixtureBundle()
    let replacement = controller("Replacement")
    bundle.hooks.instantiation.install(key: "replace") { request, next in
      request.identifier == "Plain" ? replacement : try next(request)
    }
    let storyboard = Storyboard(name: "Main", bundle: bundle)
    let log = events {
      XCTAssertIdentical(
        storyboard.instantiateViewController(withIdentifier: "Plain"), replacement)
    }
    XCTAssertEqual(log, [], "the original never ran")
    XCTAssertTrue(
      storyboard.instantiateViewController(withIdentifier: "Sheet").title == "Sheet")
  }

  func testSegueCreationHookReplacesTheDestinationForEveryKindAndCustomClasses() throws {
    let bundle = makeFixtureBundle()
    var seen: [String] = []
    bundle.hooks.segueCreation.install(key: "swap") { creation, next in
      var creation = creation
      seen.append(creation.identifier ?? "nil")
      let other = controller("Swapped")
      creation.destination = other
      return try next(creation)
    }
    let (window, navigation, list) = try launchFixture(bundle: bundle)
    list.performSegue(withIdentifier: "showDetail", sender: nil)
    XCTAssertEqual(navigation.topViewController?.title, "Swapped")
    XCTAssertEqual(
      list.prepared.last?.destination.title, "Swapped", "prepare sees the new destination")
    FadeSegue.performed = []
    list.performSegue(withIdentifier: "fade", sender: nil)
    XCTAssertEqual(FadeSegue.performed, ["List -> Swapped"], "custom segue classes are hooked too")
    XCTAssertEqual(seen, ["showDetail", "fade"])
    assertConsistent(window)
  }

  func testAwakeningHookSeesContainersWithTheirChildren() throws {
    let bundle = makeFixtureBundle()
    var awakened: [String] = []
    bundle.hooks.awakening.install(key: "log") { controller, next in
      try next(controller)
      let children =
        (controller as? NavigationController)?.viewControllers.compactMap(\.title) ?? []
      awakened.append("\(controller.className)\(children.isEmpty ? "" : " \(children)")")
    }
    _ = Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
    XCTAssertEqual(awakened, ["ListViewController", "NavigationController [\"List\"]"])
  }
}
