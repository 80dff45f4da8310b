import Storyboards
import TestSupport
import XCTest

// MARK: - Seed 003: BUCAutoSegueViewController, ported

/// The seed's Objective-C `ViewController`: a segue target and a prepare handler for `nextView`.
class SeedViewController: AutoSegueViewController {
  var nextView: ViewController?
  var log: [String] = []

  override func registerSegueHandlers(_ handlers: inout SegueHandlers) {
    super.registerSegueHandlers(&handlers)
    handlers.bindSegueTarget("nextView", to: \SeedViewController.nextView)
    handlers.onPrepare("nextView") { (controller: SeedViewController, _, _) in
      controller.log.append("Called prepareForSegue_nextView:sender:")
    }
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    log.append("After prepareForSegue, nextView is \(nextView?.title ?? "nil")")
  }
}

/// The seed's `SwiftViewController`: a subclass adding `finalView`.
final class SwiftViewController: SeedViewController {
  var finalView: ViewController?

  override func registerSegueHandlers(_ handlers: inout SegueHandlers) {
    super.registerSegueHandlers(&handlers)
    handlers.bindSegueTarget("finalView", to: \SwiftViewController.finalView)
    handlers.onPrepare("finalView") { (controller: SwiftViewController, _, _) in
      controller.log.append("Called prepareForSegue_finalView")
    }
    handlers.onShouldPerform("blocked") { (_: SwiftViewController, _) in false }
  }
}

final class AutoSegueTests: XCTestCase {
  private func launch() throws -> (Window, NavigationController, SwiftViewController) {
    var builder = StoryboardBuilder("Auto")
    builder.navigationController("nav", root: "swift", isInitial: true)
    builder.viewController("swift", customClass: "SwiftViewController", title: "Swift")
    builder.viewController("next", title: "Next")
    builder.viewController("final", title: "Final")
    builder.segue(.show, from: "swift", to: "next", identifier: "nextView")
    builder.segue(.show, from: "swift", to: "final", identifier: "finalView")
    builder.segue(.show, from: "swift", to: "next", identifier: "blocked")
    builder.segue(.show, from: "swift", to: "next", identifier: "unhandled")
    let bundle = StoryboardBundle(storyboards: [builder.definition], isStrict: true)
    bundle.register(SwiftViewController.self)
    let navigation =
      Storyboard(name: "Auto", bundle: bundle).instantiateInitialViewController()
      as! NavigationController
    return (
      visibleWindow(root: navigation), navigation,
      navigation.topViewController as! SwiftViewController
    )
  }

  func testSeed003_baseClassHandlersApplyToTheSubclassAndSuperPrepareStillWorks() throws {
    let (window, navigation, controller) = try launch()
    controller.performSegue(withIdentifier: "nextView", sender: nil)
    XCTAssertEqual(controller.nextView?.title, "Next")
    XCTAssertEqual(
      controller.log,
      ["Called prepareForSegue_nextView:sender:", "After prepareForSegue, nextView is Next"])
    navigation.popViewController(animated: false)
    controller.performSegue(withIdentifier: "finalView", sender: nil)
    XCTAssertEqual(controller.finalView?.title, "Final")
    XCTAssertEqual(
      controller.log.suffix(2),
      ["Called prepareForSegue_finalView", "After prepareForSegue, nextView is Next"])
    assertConsistent(window)
  }

  func testShouldPerformHandlers() throws {
    let (window, navigation, controller) = try launch()
    try controller.tapSegue(withIdentifier: "blocked")
    XCTAssertEqual(navigation.viewControllers.count, 1)
    try controller.tapSegue(withIdentifier: "nextView")
    XCTAssertEqual(navigation.viewControllers.count, 2, "no handler: allowed")
    assertConsistent(window)
  }

  func testUnhandledSeguesAreIgnoredOrFail() throws {
    let (window, navigation, controller) = try launch()
    controller.performSegue(withIdentifier: "unhandled", sender: nil)
    XCTAssertEqual(navigation.viewControllers.count, 2, "ignored by default")
    navigation.popViewController(animated: false)
    controller.unhandledSegues = .fail
    assertThrows(
      RoutingError.unhandledSegue(
        identifier: "unhandled", controller: "<SwiftViewController: Swift>"),
      message: "<SwiftViewController: Swift> has no handler for the segue 'unhandled'."
    ) { controller.performSegue(withIdentifier: "unhandled", sender: nil) }
    XCTAssertEqual(navigation.viewControllers.count, 1, "the failed segue did not run")
    assertConsistent(window)
  }
}
