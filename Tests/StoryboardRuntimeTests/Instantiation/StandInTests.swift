import Storyboards
import TestSupport
import XCTest

/// Stand-ins for storyboards a test does not have: explicit, and shown as such.
final class StandInTests: XCTestCase {
  /// Main: a tab bar whose tabs are a reference to Profile#Card and a placeholder for Settings
  /// scene Root; neither Profile nor Settings is in the bundle.
  private func makeBundle() -> StoryboardBundle {
    var main = StoryboardBuilder("Main")
    main.tabBarController("tabs", tabs: ["card", "settings"], isInitial: true)
    main.reference("card", storyboardName: "Profile", referencedIdentifier: "Card")
    main.viewController(
      "settings",
      runtimeAttributes: [
        .string("storyboardName", "Settings"), .string("storyboardIdentifier", "Root"),
      ])
    main.reference("avatar", storyboardName: "Profile", referencedIdentifier: "Avatar")
    return StoryboardBundle(storyboards: [main.definition])
  }

  func testWithoutAStandInAMissingStoryboardFailsTheLaunch() {
    XCTAssertThrowsError(try StoryboardSimulator(bundle: makeBundle(), storyboard: "Main")) {
      XCTAssertEqual(
        "\($0)",
        "Could not find a storyboard named 'Profile' in bundle StoryboardBundle <main> (loaded). "
          + "Add a storyboard with that name to the bundle, or fix the name.")
    }
  }

  func testAStandInHasTheScenesReferencesNameAndSaysWhatItIs() throws {
    let bundle = makeBundle()
    XCTAssertEqual(bundle.addStandIn(forStoryboardNamed: "Profile"), ["Avatar", "Card"])
    XCTAssertEqual(bundle.addStandIn(forStoryboardNamed: "Settings"), ["Root"])
    XCTAssertNil(bundle.addStandIn(forStoryboardNamed: "Main"), "a real storyboard is kept")
    bundle.installPlaceholderSubstitution()
    let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Main")
    XCTAssertEqual(
      simulator.window.hierarchyDescription,
      """
      TabBarController (Main)
        selected: ViewController "Stand-in for Profile#Card" (Profile)
        ViewController "Stand-in for Settings#Root" (Settings)
      """)
  }

  func testAFlowNamesItsStandIns() {
    let flow = NavigationFlow(
      name: "tabs", placeholders: true, standIns: ["Profile", "Settings"],
      steps: [.init(action: "tap-tab:1")])
    let result = flow.run(in: makeBundle())
    XCTAssertNil(result.failure)
    XCTAssertEqual(
      result.recorded.steps[0].expect?.last,
      "  selected: ViewController \"Stand-in for Settings#Root\" (Settings)")
    let wrong = NavigationFlow(name: "wrong", standIns: ["Main"], steps: [])
    XCTAssertEqual(
      wrong.run(in: makeBundle()).failure?.message,
      "standIns names Main, which the flow's storyboards have; a stand-in only takes the place "
        + "of a storyboard that is missing")
  }

  /// A reference into a framework's storyboard (`bundleIdentifier`) gets its stand-in in that
  /// bundle, which is linked for it; without one, the error says the bundle is not loaded.
  func testAReferenceIntoAnotherBundleGetsItsStandInThere() throws {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "kit", isInitial: true)
    main.reference(
      "kit", storyboardName: "InsulinKit", referencedIdentifier: "Delivery",
      bundleIdentifier: "com.example.KitUI")
    let bundle = StoryboardBundle(storyboards: [main.definition])
    XCTAssertThrowsError(try StoryboardSimulator(bundle: bundle, storyboard: "Main")) {
      XCTAssertEqual(
        "\($0)",
        "Could not find a storyboard named 'InsulinKit' in bundle StoryboardBundle "
          + "<com.example.KitUI> (not loaded). Link a bundle with that identifier and its "
          + "storyboards (StoryboardBundle.link(_:)), or fix the reference's bundle identifier.")
    }
    XCTAssertEqual(bundle.addStandIn(forStoryboardNamed: "InsulinKit"), ["Delivery"])
    XCTAssertNil(bundle.definition(named: "InsulinKit"), "the stand-in is in the other bundle")
    XCTAssertEqual(
      bundle.bundle(withIdentifier: "com.example.KitUI")?.storyboardNames, ["InsulinKit"])
    XCTAssertNil(bundle.addStandIn(forStoryboardNamed: "InsulinKit"), "once")
    let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Main")
    XCTAssertEqual(
      simulator.window.hierarchyDescription,
      """
      NavigationController (Main)
        ViewController "Stand-in for InsulinKit#Delivery" (InsulinKit)
      """)
  }
}
