import Foundation
import XCTest

/// `storyboard-tool simulate`: hierarchies after each step, events, and the errors of steps.
final class SimulateCommandTests: XCTestCase {
  private static let storyboards = Repository.segregationStoryboards

  func testPlaceholdersAreSubstituted() {
    assertCommand(
      ["simulate", Self.storyboards, "--placeholders", "--step", "perform:showThird"],
      output: """
        == launch
        TabBarController (Main)
          selected: NavigationController (Main)
            FirstViewController (First)
              BadgeViewController (First)
          NavigationController (Main)
            SecondViewController (Second)
        == perform:showThird
        TabBarController (Main)
          selected: NavigationController (Main)
            FirstViewController (First)
              BadgeViewController (First)
            ThirdViewController (Third)
          NavigationController (Main)
            SecondViewController (Second)

        """)
  }

  func testWithoutPlaceholdersThePlaceholdersShow() {
    assertCommand(
      ["simulate", Self.storyboards],
      output: """
        == launch
        TabBarController (Main)
          selected: NavigationController (Main)
            FirstViewController (Main)
          NavigationController (Main)
            ViewController (Main)

        """)
  }

  /// The step that cannot run exits 1, after the hierarchies of the steps before it.
  func testStepsEventsAndAStepThatCannotRun() throws {
    let result = try runProduct(
      "storyboard-tool",
      [
        "simulate", Self.storyboards, "--placeholders", "--events", "--step", "tap-tab:1",
        "--step", "pop",
      ])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.output.contains("== tap-tab:1\n"))
    XCTAssertTrue(result.output.contains("  event: Second.viewDidLoad\n"))
    XCTAssertTrue(
      result.output.hasSuffix("  event: TabBarController.tabSelected(1, NavigationController)\n"))
    XCTAssertEqual(
      result.errors,
      "storyboard-tool: error: There is no navigation stack the user can reach with something "
        + "to pop. Push a controller first, or remove the step.\n")
  }

  func testAStepThatIsNotOneIsAUsageError() {
    assertCommand(
      ["simulate", Self.storyboards, "--step", "jump"],
      errors: "storyboard-tool: error: 'jump' is not a step. Use perform:<identifier>, "
        + "tap:<segue id>, tap-tab:<index>, tap-more:<row>, pop, dismiss or unwind:<action>, "
        + "with @<name> to pick the controller. Run 'storyboard-tool simulate --help'.\n",
      status: 2)
  }

  func testAStoryboardNotLoadedNamesTheLoadedOnes() {
    assertCommand(
      ["simulate", Self.storyboards, "--storyboard", "Nope"],
      errors: """
        storyboard-tool: error: Could not find a storyboard named 'Nope' in bundle \
        StoryboardBundle <main> (loaded). Add a storyboard with that name to the bundle, or fix \
        the name.
        storyboard-tool: note: the storyboards loaded are: First, Main, Second, Third. Use \
        --storyboard.

        """,
      status: 1)
  }
}
