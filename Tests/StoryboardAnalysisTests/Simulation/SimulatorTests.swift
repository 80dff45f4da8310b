import Storyboards
import TestSupport
import XCTest

final class SimulatorTests: XCTestCase {
  func testParsingSteps() throws {
    XCTAssertEqual(try SimulationStep(parsing: "perform:showDetail"), .perform("showDetail"))
    XCTAssertEqual(try SimulationStep(parsing: "tap:abc-12-xyz"), .tap("abc-12-xyz"))
    XCTAssertEqual(try SimulationStep(parsing: "tap-tab:2"), .tapTab(2))
    XCTAssertEqual(try SimulationStep(parsing: "pop"), .pop)
    XCTAssertEqual(try SimulationStep(parsing: "dismiss"), .dismiss)
    XCTAssertEqual(try SimulationStep(parsing: "unwind:back:"), .unwind("back:"))
    XCTAssertEqual(SimulationStep.tapTab(2).description, "tap-tab:2")
    // The text form round-trips, and `init?(_:)` is the failable form of the same grammar.
    for text in ["perform:show@List", "tap-more:1", "pop@Nav", "unwind:back:@Detail"] {
      XCTAssertEqual(SimulationStep(text)?.description, text)
    }
    XCTAssertNil(SimulationStep("dismiss@Nav"))
    for bad in ["perform:", "tap-tab:x", "tap-tab:-1", "pop:now", "fly"] {
      assertThrows(SimulationError.invalidStep(bad), message: "'\(bad)' is not a step.") {
        _ = try SimulationStep(parsing: bad)
      }
    }
  }

  func testLaunchAndSteps() throws {
    let simulator = try StoryboardSimulator(bundle: makeFixtureBundle(), storyboard: "Main")
    try simulator.run(.perform("showDetail"))
    XCTAssertTrue(simulator.window.visibleViewController is DetailViewController)
    try simulator.run(.unwind("unwindToList:"))
    XCTAssertTrue(simulator.window.visibleViewController is ListViewController)
    try simulator.run(.perform("present"))
    try simulator.run(.dismiss)
    XCTAssertTrue(simulator.window.visibleViewController is ListViewController)
    try simulator.window.checkInvariants()
  }

  func testStepsWithNothingToActOnAreTypedErrors() throws {
    let simulator = try StoryboardSimulator(bundle: makeFixtureBundle(), storyboard: "Main")
    assertThrows(SimulationError.nothingToPop, message: "no navigation stack the user can reach") {
      try simulator.run(.pop)
    }
    assertThrows(SimulationError.nothingToDismiss, message: "Nothing is presented") {
      try simulator.run(.dismiss)
    }
    assertThrows(SimulationError.noTabBarController, message: "no tab bar controller") {
      try simulator.run(.tapTab(0))
    }
    assertThrows(SimulationError.noSegueWithID("zzz"), message: "segue with id 'zzz'") {
      try simulator.run(.tap("zzz"))
    }
    assertThrows(SimulationError.noUnwindSegue(action: "x:"), message: "action 'x:'") {
      try simulator.run(.unwind("x:"))
    }
  }

  func testERR7_launchingAStoryboardWithoutEntryPoint() throws {
    let bundle = StoryboardBundle(storyboards: [StoryboardBuilder("Empty").definition])
    assertThrows(
      StoryboardError.noInitialViewController(storyboard: "Empty"),
      message:
        "Failed to instantiate the default view controller for 'Empty' - perhaps the designated "
        + "entry point is not set? Set the storyboard's entry point"
    ) { _ = try StoryboardSimulator(bundle: bundle, storyboard: "Empty") }
  }
}

/// The device steps: a rotation and a size-class change reach the controllers on screen.
final class DeviceStepTests: XCTestCase {
  final class Listener: ViewController {
    var log: [String] = []
    override func viewWillTransition(
      to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      log.append("size \(Int(size.width))x\(Int(size.height))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      log.append("traits changed")
    }
  }

  func testRotateAndSizeClassStepsParseRunAndPrint() throws {
    XCTAssertEqual(try SimulationStep(parsing: "rotate"), .rotate)
    XCTAssertEqual(try SimulationStep(parsing: "size-class:regular"), .changeSizeClass(.regular))
    XCTAssertEqual(SimulationStep.changeSizeClass(.compact).description, "size-class:compact")
    XCTAssertThrowsError(try SimulationStep(parsing: "size-class:huge"))
    XCTAssertThrowsError(try SimulationStep(parsing: "rotate@List"))
    var main = StoryboardBuilder("Main")
    main.viewController("root", customClass: "Listener", isInitial: true)
    let bundle = StoryboardBundle(storyboards: [main.definition])
    bundle.register(Listener.self)
    let simulator = try StoryboardSimulator(bundle: bundle)
    let listener = try XCTUnwrap(simulator.window.rootViewController as? Listener)
    simulator.window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    try simulator.run(.rotate)
    try simulator.run(.changeSizeClass(.regular))
    XCTAssertEqual(listener.log, ["size 844x390", "traits changed"])
    XCTAssertEqual(simulator.window.horizontalSizeClass, .regular)
  }
}
