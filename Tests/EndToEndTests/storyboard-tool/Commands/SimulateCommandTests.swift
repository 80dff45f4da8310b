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
            FirstViewController "First" (First)
              BadgeViewController (First)
          NavigationController (Main)
            SecondViewController "Second" (Second)
        == perform:showThird
        TabBarController (Main)
          selected: NavigationController (Main)
            FirstViewController "First" (First)
              BadgeViewController (First)
            ThirdViewController "Third" (Third)
          NavigationController (Main)
            SecondViewController "Second" (Second)

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
        + "tap:<segue id or control>, select-row:<section>,<row>, tap-tab:<index>, "
        + "tap-more:<row>, pop, dismiss, unwind:<action>, rotate or size-class:<compact|regular>, "
        + "with @<name> to pick the controller. Run "
        + "'storyboard-tool simulate --help'.\n",
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

  /// Main alone: its tabs need First and Second, which were not given.
  private static let mainAlone = Repository.segregationStoryboards + "/Main.storyboard"

  func testAMissingStoryboardIsReportedWhereAReferenceNeedsIt() {
    assertCommand(
      ["simulate", Self.mainAlone, "--placeholders"],
      errors: """
        \(Self.mainAlone):36:17: error: Could not find a storyboard named 'First' in bundle \
        StoryboardBundle <main> (loaded). Add a storyboard with that name to the bundle, or fix \
        the name. Note: --stand-in First puts a stand-in in its place. [dangling-placeholder]

        """,
      status: 1)
  }

  func testAStandInTakesThePlaceOfAMissingStoryboard() {
    assertCommand(
      [
        "simulate", Self.mainAlone, "--placeholders", "--stand-in", "First", "--stand-in",
        "Second",
      ],
      output: """
        == stand-in: First (initial, First)
        == stand-in: Second (initial, Second)
        == launch
        TabBarController (Main)
          selected: NavigationController (Main)
            ViewController "Stand-in for First#First" (First)
          NavigationController (Main)
            ViewController "Stand-in for Second#Second" (Second)

        """)
    assertCommand(
      ["simulate", Self.storyboards, "--stand-in", "First"],
      errors: "storyboard-tool: error: --stand-in First: the storyboard First was read; a stand-in "
        + "only takes the place of one that is missing. Run 'storyboard-tool simulate --help'.\n",
      status: 2)
  }

  /// A storyboard of `scenes` (each `<scene>`'s objects), launching `initial`, in a new folder.
  private func folder(_ files: [String: (initial: String, scenes: [String])]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("simulate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for (name, file) in files {
      let scenes = file.scenes.enumerated().map { index, objects in
        "<scene sceneID=\"s\(index)\"><objects>\n\(objects)\n</objects></scene>"
      }
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="\(file.initial)">
        <scenes>
        \(scenes.joined(separator: "\n"))
        </scenes>
        </document>
        """
      try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).storyboard"))
    }
    return folder.path
  }

  /// Errors the storyboards cause are reported where they are, as lint reports them: a
  /// reference cycle at the reference, a relationship cycle at its first scene, a segue to no
  /// scene at the segue.
  func testStoryboardErrorsAreReportedWhereTheyAre() throws {
    let cycle = try folder([
      "A": ("ref", [#"<viewControllerPlaceholder storyboardName="B" id="ref"/>"#]),
      "B": ("ref", [#"<viewControllerPlaceholder storyboardName="A" id="ref"/>"#]),
    ])
    assertCommand(
      ["simulate", cycle, "--storyboard", "A"],
      errors: "\(cycle)/A.storyboard:5:1: error: Storyboard references form a cycle: A#ref -> "
        + "B#ref -> A#ref. Point one of them at a real scene. [reference-cycle]\n",
      status: 1)
    // Launched from the other end, at the reference the launch met first.
    assertCommand(
      ["simulate", cycle, "--storyboard", "B"],
      errors: "\(cycle)/B.storyboard:5:1: error: Storyboard references form a cycle: B#ref -> "
        + "A#ref -> B#ref. Point one of them at a real scene. [reference-cycle]\n",
      status: 1)
    func navigation(_ id: String, root: String) -> String {
      """
      <navigationController id="\(id)"><connections>
      <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r-\(id)"/>
      </connections></navigationController>
      """
    }
    let relationships = try folder([
      "Main": ("one", [navigation("one", root: "two"), navigation("two", root: "one")])
    ])
    assertCommand(
      ["simulate", relationships],
      errors: "\(relationships)/Main.storyboard:5:1: error: The scenes Main#one -> Main#two -> "
        + "Main#one contain each other through relationship segues: a view controller cannot be "
        + "its own child or ancestor, so it can never be instantiated. Point one of the "
        + "relationships at another scene. [relationship-cycle]\n",
      status: 1)
    let lost = try folder([
      "Main": (
        "vc",
        [
          """
          <viewController id="vc"><connections>
          <segue destination="ghost" kind="show" identifier="toGhost" id="g"/>
          </connections></viewController>
          """
        ]
      )
    ])
    assertCommand(
      ["simulate", lost, "--step", "perform:toGhost"],
      output: "== launch\nViewController (Main)\n",
      errors: "\(lost)/Main.storyboard:6:1: error: The segue 'toGhost' in 'Main' leads to 'ghost', "
        + "which is not in the storyboard. Reconnect the segue. [missing-destination]\n",
      status: 1)
  }

  /// A macOS or watchOS storyboard is not one UIKit loads: simulate says so instead of looking
  /// for an entry point.
  func testAStoryboardOfAnotherPlatformIsRefusedByName() throws {
    let folder = try folder(["Main": ("window", [#"<windowController id="window"/>"#])])
    let path = folder + "/Main.storyboard"
    let text = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(
        of: "version=\"3.0\"", with: "version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\"")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    assertCommand(
      ["simulate", folder],
      errors: """
        \(path):2:1: error: 'Main' is a storyboard for MacOSX.Cocoa, not for UIKit: simulate \
        launches iOS and tvOS storyboards; launch another storyboard with --storyboard \
        [command-failed]

        """,
      status: 1)
  }
}
