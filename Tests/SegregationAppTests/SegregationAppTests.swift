import Foundation
import StoryboardLoader
import StoryboardTesting
import Storyboards
import XCTest

@testable import Segregation

/// The app's storyboards, read once for the whole test process (a `static let` is initialized
/// lazily and thread-safely); each test makes its own bundle from the shared definitions.
enum AppStoryboards {
  static let folder = StoryboardLoader.loadFolder(
    atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Segregation/Storyboards").path)
}

/// Tests the app's navigation the way an app team would: launch from the real storyboards,
/// tap, segue, unwind, verify presentations, swap in doubles, validate everything.
final class SegregationAppTests: XCTestCase {
  private var bundle: StoryboardBundle!
  private var window: Window!

  override func setUpWithError() throws {
    bundle = try AppStoryboards.folder.makeBundle(isStrict: true)
    for type in [
      FirstViewController.self, SecondViewController.self, ThirdViewController.self,
      BadgeViewController.self, AboutViewController.self,
    ] as [ViewController.Type] {
      bundle.register(type)
    }
    bundle.installPlaceholderSubstitution()
  }

  private func launch() throws -> TabBarController {
    let tabs = try XCTUnwrap(
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
        as? TabBarController)
    window = makeVisibleWindow(root: tabs)
    return tabs
  }

  func testLaunchShowsTheFirstTabWithItsEmbeddedBadge() throws {
    _ = try launch()
    assertHierarchy(
      window,
      """
      TabBarController (Main)
        selected: NavigationController (Main)
          FirstViewController "First" (First)
            BadgeViewController (First)
        NavigationController (Main)
          SecondViewController "Second" (Second)
      """)
    assertVisibleViewController(in: window, is: FirstViewController.self)
  }

  func testTabSwitchLoadsTheSecondScreenLazily() throws {
    let tabs = try launch()
    let events = try recordEvents { try tabs.tapTabBarItem(at: 1) }
    assertSelectedTab(tabs, 1)
    assertVisibleViewController(in: window, is: SecondViewController.self)
    assertEventSubsequence(
      events,
      [
        "Second.viewDidLoad", "First.viewWillDisappear", "Second.viewWillAppear",
        "Second.viewDidAppear",
      ])
  }

  func testShowThirdConfiguresItAndUnwindComesBack() throws {
    let tabs = try launch()
    let navigation = try XCTUnwrap(tabs.selectedViewController as? NavigationController)
    let first = try XCTUnwrap(navigation.topViewController as? FirstViewController)
    try first.tapSegue(withIdentifier: "showThird")
    XCTAssertEqual(
      assertVisibleViewController(in: window, is: ThirdViewController.self)?.greeting,
      "Hello from First")
    assertNavigationStack(navigation, ["FirstViewController", "ThirdViewController"])

    try assertDeallocated(
      { [navigation.topViewController!] },
      after: { try navigation.topViewController?.tapSegue(withIdentifier: "backToFirst") })
    XCTAssertEqual(first.unwoundFrom, "ThirdViewController")
    assertNavigationStack(navigation, ["FirstViewController"])
  }

  func testAboutIsPresentedFullScreen() throws {
    let tabs = try launch()
    let first = try XCTUnwrap(
      (tabs.selectedViewController as? NavigationController)?.topViewController)
    let verifier = PresentationVerifier(capturesCompletions: false)
    try verifier.record { try first.tapSegue(withIdentifier: "showAbout") }
    let about = verifier.verify(
      AboutViewController.self, animated: true, presentingViewController: tabs)
    XCTAssertEqual(about?.presentationStyle, .fullScreen)
    assertPresentationChain(from: tabs, ["AboutViewController"])
  }

  func testADoubleStandsInForThird() throws {
    let double = ThirdViewController()
    double.title = "Double"
    try bundle.bind(double, to: "Third", in: "Third")
    let tabs = try launch()
    let first = try XCTUnwrap(
      (tabs.selectedViewController as? NavigationController)?.topViewController)
    try first.tapSegue(withIdentifier: "showThird")
    XCTAssertIdentical(window.visibleViewController, double)
    XCTAssertEqual(double.greeting, "Hello from First")
  }

  func testEveryScreenAndSegueIsValid() throws {
    let report = assertValid(bundle)
    XCTAssertEqual(report.problems, [])
    XCTAssertGreaterThanOrEqual(report.seguesPerformed, 2)
  }
}

/// The navigation of the Segregation example, as snapshots in `__Snapshots__` beside this file.
final class SegregationSnapshotTests: XCTestCase {
  func testLaunchAndTheThirdScreen() throws {
    let bundle = try AppStoryboards.folder.makeBundle()
    bundle.installPlaceholderSubstitution()
    let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Main")
    assertHierarchy(of: simulator.window, named: "launch")
    try assertHierarchy(of: simulator.window, named: "third") {
      try simulator.run(.perform("showThird"))
    }
  }
}
