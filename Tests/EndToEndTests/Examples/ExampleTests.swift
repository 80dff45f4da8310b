import Foundation
import TestSupport
import XCTest

/// Runs the example executables as a user would, checking output and exit status.
final class ExampleTests: XCTestCase {
  private static let repository = Repository.root
  private static let fixtures = repository.appendingPathComponent(
    "Tests/StoryboardLoaderTests/Fixtures"
  ).path

  private func run(_ product: String, _ arguments: [String], in directory: String? = nil) throws
    -> ProductRun
  {
    try runProduct(product, arguments, in: directory)
  }

  func testAppInCodeExample() throws {
    let result = try run("AppInCode", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.contains(
        """
        TabBarController "Tabs"
          selected: NavigationController "Mail"
            ViewController "Inbox"
            ViewController "Message"
          NavigationController "Preferences"
            ViewController "Settings"
          presented: ViewController "Compose"
        """))
    XCTAssertTrue(result.output.contains("  Inbox.viewWillDisappear\n  Message.viewWillAppear\n"))
  }

  func testSegueTourExample() throws {
    let result = try run("SegueTour", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.contains("== done (unwind)\n  Editor.shouldPerformSegue(done) -> true\n"))
    XCTAssertTrue(result.output.contains("  Inbox.doneComposing:(from: Editor)\n"))
    XCTAssertTrue(
      result.output.hasSuffix(
        "Hierarchy:\nNavigationController (Mail)\n  InboxViewController (Mail)\n"))
  }

  private static let segregationStoryboards = repository.appendingPathComponent(
    "Examples/Segregation/Storyboards"
  ).path

  private static let substitutedHierarchy = """
    TabBarController (Main)
      selected: NavigationController (Main)
        FirstViewController (First)
          BadgeViewController (First)
        ThirdViewController (Third)
      NavigationController (Main)
        SecondViewController (Second)
    """

  func testSegregationExamplePrintsTheSubstitutedHierarchyAndTheSideEffects() throws {
    let result = try run("Segregation", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.contains("== perform:showThird\n" + Self.substitutedHierarchy + "\n"),
      result.output)
    XCTAssertTrue(
      result.output.contains(
        "  FirstViewController: init(coder:) 2, awakeFromNib 2, viewDidLoad 1\n"))
    XCTAssertTrue(
      result.output.contains(
        "  SecondViewController: init(coder:) 1, awakeFromNib 1, viewDidLoad 0\n"))
  }

  func testRoutableExample() throws {
    let result = try run("Routable", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(
      result.output,
      """
      login tapped → ProfileViewController
      more tapped → MoreViewController: configured before its view loaded: true
      completion: About is on screen
      about tapped → About: presented as a form sheet

      Hierarchy:
      NavigationController (Login)
        LoginViewController (Login)
        ProfileViewController (Profile)
        presented: MoreViewController (More)

      """)
  }

  func testAutoSegueExample() throws {
    let result = try run("AutoSegue", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.hasPrefix(
        """
        == tap nextView
        Called prepareForSegue_nextView:sender:
        After prepareForSegue, segueTarget_nextView is Optional(<SwiftViewController: Next>)
        == tap finalView
        Called prepareForSegue_finalView
        """), result.output)
    XCTAssertTrue(
      result.output.contains(
        "After prepareForSegue, segueTarget_finalView is Optional(<ViewController: Final>)\n"))
  }

  func testStoryboardTricksExample() throws {
    let result = try run("StoryboardTricks", [])
    XCTAssertEqual(result.status, 0, result.errors)
    for line in [
      "presentDetails(for:) → DetailsViewController with model item #42, delegate set: true",
      "prepare(for:) → AnotherViewController, delegate set: true",
      "the default: branch → Unexpected segue: `<ItemsViewController: Items>` -> `<ViewController: Unexpected>`. Add a case for `<ViewController: Unexpected>` to the switch in prepare(for:sender:).",
      "makeWithStoryboard() for a class without a storyboard → Can't find storyboard named `AnotherViewController` in bundle `StoryboardBundle <main> (loaded)`. Add the storyboard to the bundle, or override storyboardName to name an existing one.",
    ] {
      XCTAssertTrue(result.output.contains(line + "\n"), "missing: \(line)\n\(result.output)")
    }
  }

  func testSplittingLegacyAppBuildsWithItsGeneratedAccessorsAndRuns() throws {
    let result = try run("SplittingLegacyApp", [])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(
      result.output.contains(
        """
        == Min FINN tab, then showAds
        TabBarController (Main)
          NavigationController (Main)
            FrontPageSearchViewController (Main)
          selected: NavigationController (MinFINN)
            MyFINNViewController (MinFINN)
            UserAdListViewController (MinFINN)
        """), result.output)
    XCTAssertTrue(
      result.output.contains(
        "== StoryboardScene.instantiate(.userAdList): UserAdListViewController from MinFINN\n"))
    XCTAssertTrue(
      result.output.contains(
        "== showObject leads to FINObjectViewController, through the reference into Main\n"))
  }

}
