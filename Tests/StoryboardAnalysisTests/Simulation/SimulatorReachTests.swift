import Storyboards
import TestSupport
import XCTest

/// `StoryboardSimulator` acts on whatever the user can reach, not only on the visible
/// controller: both columns of a split view, tabs behind More, outer stacks.
final class SimulatorReachTests: XCTestCase {
  private func simulator(
    _ builder: StoryboardBuilder, sizeClass: UserInterfaceSizeClass = .compact
  ) throws -> StoryboardSimulator {
    try StoryboardSimulator(
      bundle: StoryboardBundle(storyboards: [builder.definition]),
      storyboard: builder.definition.name,
      horizontalSizeClass: sizeClass)
  }

  /// A split view: a list with an Add bar button in the primary column, a detail in the
  /// secondary; the list embeds a badge that has its own Help segue, as the list does.
  private var splitApp: StoryboardBuilder {
    var app = StoryboardBuilder("App")
    app.splitViewController("split", primary: "listNav", secondary: "detailNav", isInitial: true)
    app.navigationController("listNav", root: "list")
    app.viewController("list", title: "List")
    app.navigationController("detailNav", root: "detail")
    app.viewController("detail", title: "Detail")
    app.viewController("editor", title: "Editor")
    app.viewController("badge", title: "Badge")
    app.viewController("help", title: "Help")
    app.segue(.show, from: "list", to: "editor", trigger: "barButtonItem", id: "add")
    app.segue(.embed, from: "list", to: "badge", id: "embedBadge")
    app.segue(.presentation, from: "list", to: "help", identifier: "help", id: "listHelp")
    app.segue(.presentation, from: "badge", to: "help", identifier: "help", id: "badgeHelp")
    return app
  }

  func testABarButtonOfThePrimaryColumnCanBeTappedInRegularWidth() throws {
    let simulator = try simulator(splitApp, sizeClass: .regular)
    XCTAssertEqual(simulator.window.visibleViewController?.title, "Detail")
    try simulator.run(.tap("add"))
    let split = try XCTUnwrap(simulator.window.rootViewController as? SplitViewController)
    let primary = try XCTUnwrap(split.viewControllers.first as? NavigationController)
    XCTAssertEqual(primary.viewControllers.map(\.title), ["List", "Editor"])
    try simulator.window.checkInvariants()
  }

  func testReachableControllersAreBothColumnsAndEmbeddedChildren() throws {
    let simulator = try simulator(splitApp, sizeClass: .regular)
    XCTAssertEqual(
      simulator.window.reachableViewControllers.map(\.hierarchyDescription).map {
        String($0.prefix { $0 != "\n" })
      },
      [
        "SplitViewController (App)", "NavigationController (App)", "ViewController \"List\" (App)",
        "ViewController \"Badge\" (App)", "NavigationController (App)",
        "ViewController \"Detail\" (App)",
      ])
    XCTAssertEqual(
      simulator.window.reachableViewControllers.compactMap(\.title), ["List", "Badge", "Detail"])
  }

  func testAStepSeveralControllersCouldTakeListsThemAndAtNamePicksOne() throws {
    let simulator = try simulator(splitApp, sizeClass: .regular)
    assertThrows(
      SimulationError.ambiguousStep(
        "perform:help", candidates: ["ViewController (App#list)", "ViewController (App#badge)"]),
      message:
        "'perform:help' could be taken by 2 controllers the user can reach: ViewController "
        + "(App#list), ViewController (App#badge). Add @<class, storyboard ID or scene ID> to "
        + "the step to pick one."
    ) { try simulator.run(.perform("help")) }
    try simulator.run(SimulationStep(parsing: "perform:help@badge"))
    XCTAssertEqual(simulator.window.visibleViewController?.title, "Help")
    XCTAssertEqual(
      simulator.window.rootViewController?.presentedViewController?.title, "Help")
  }

  func testANameNoReachableControllerHasIsAnErrorListingTheReachableOnes() throws {
    let simulator = try simulator(splitApp, sizeClass: .regular)
    XCTAssertThrowsError(try simulator.run(.perform("help", from: "Nobody"))) { error in
      XCTAssertEqual(
        "\(error)",
        "'perform:help@Nobody': no controller the user can reach is named 'Nobody'. The "
          + "reachable ones: SplitViewController (App#split), NavigationController "
          + "(App#listNav), ViewController (App#list), ViewController (App#badge), "
          + "NavigationController (App#detailNav), ViewController (App#detail). Name one of them "
          + "by class, storyboard ID, scene ID or title.")
    }
  }

  func testPopReachesTheOuterStackAroundACollapsedSecondary() throws {
    let simulator = try simulator(splitApp, sizeClass: .compact)
    // Collapsed, the secondary's stack is pushed onto the primary's (SPLIT-2).
    XCTAssertEqual(simulator.window.visibleViewController?.title, "Detail")
    try simulator.run(.pop)
    XCTAssertEqual(simulator.window.visibleViewController?.title, "List")
    try simulator.window.checkInvariants()
  }

  /// Seven tabs: four on the tab bar, More, and three behind it.
  private var tabsApp: StoryboardBuilder {
    var app = StoryboardBuilder("Tabs")
    let names = ["One", "Two", "Three", "Four", "Five", "Six", "Seven"]
    app.tabBarController("tabs", tabs: names.map { $0.lowercased() }, isInitial: true)
    for name in names { app.viewController(name.lowercased(), title: name) }
    return app
  }

  func testATabBehindMoreCanBeSelected() throws {
    let simulator = try simulator(tabsApp)
    let tabs = try XCTUnwrap(simulator.window.rootViewController as? TabBarController)
    let recorder = EventRecorder()
    try recorder.record { try simulator.run(SimulationStep(parsing: "tap-more:1")) }
    XCTAssertEqual(tabs.selectedIndex, 5)
    XCTAssertEqual(simulator.window.visibleViewController?.title, "Six")
    XCTAssertEqual(
      recorder.descriptions.filter { $0.contains("tabSelected") },
      ["TabBarController.tabSelected(More, More)", "TabBarController.tabSelected(5, Six)"])
    XCTAssertEqual(
      simulator.window.hierarchyDescription,
      """
      TabBarController (Tabs)
        ViewController "One" (Tabs)
        ViewController "Two" (Tabs)
        ViewController "Three" (Tabs)
        ViewController "Four" (Tabs)
        in More: ViewController "Five" (Tabs)
        selected, in More: ViewController "Six" (Tabs)
        in More: ViewController "Seven" (Tabs)
      """, "a tab in the More list says so, and which is selected")
    // Back to the More list, then another row, with More already shown.
    try simulator.run(.pop)
    XCTAssertEqual(tabs.selectedIndex, TabBarController.notFound)
    XCTAssertTrue(simulator.window.hierarchyDescription.hasSuffix("\n  selected: More"))
    try simulator.run(.tapMoreRow(2))
    XCTAssertEqual(simulator.window.visibleViewController?.title, "Seven")
    try simulator.window.checkInvariants()
  }

  func testAMoreRowThatDoesNotExistIsAnError() throws {
    let simulator = try simulator(tabsApp)
    assertThrows(
      NavigationError.moreRowOutOfRange(row: 3, count: 3),
      message: "There is no row 3 in the More list: it shows 3 tab(s). Tap a row from 0 to 2."
    ) { try simulator.run(.tapMoreRow(3)) }
  }

  /// Nextcloud's More tab: the navigation controller owns `segueSettings`, not the list it
  /// holds. `@` names the performer, so naming the list raises UIKit's "no segue" error.
  func testAtNamesTheControllerThatPerforms() throws {
    var app = StoryboardBuilder("More")
    app.navigationController("moreNav", root: "list", isInitial: true)
    app.viewController("list", customClass: "NCMore", title: "More")
    app.viewController("settings", title: "Settings")
    app.segue(.show, from: "moreNav", to: "settings", identifier: "segueSettings", id: "toSettings")
    let simulator = try simulator(app)
    XCTAssertThrowsError(try simulator.run(.perform("segueSettings", from: "NCMore"))) { error in
      XCTAssertTrue(
        "\(error)".hasPrefix("Receiver (<NCMore"), "\(error)")
      XCTAssertTrue("\(error)".contains("has no segue with identifier 'segueSettings'"), "\(error)")
    }
    XCTAssertEqual(simulator.window.visibleViewController?.title, "More", "nothing happened")
    try simulator.run(.perform("segueSettings", from: "moreNav"))
    XCTAssertEqual(simulator.window.visibleViewController?.title, "Settings")
    try simulator.run(.popStack(of: "Settings"))
    XCTAssertEqual(
      simulator.window.visibleViewController?.title, "More",
      "Back acts for the controllers its stack holds")
  }

  func testParsingNamedSteps() throws {
    XCTAssertEqual(
      try SimulationStep(parsing: "perform:show@List"), .perform("show", from: "List"))
    XCTAssertEqual(try SimulationStep(parsing: "pop@listNav"), .popStack(of: "listNav"))
    XCTAssertEqual(try SimulationStep(parsing: "tap-more:0"), .tapMoreRow(0))
    XCTAssertEqual(SimulationStep.tapMoreRow(2, from: "tabs").description, "tap-more:2@tabs")
    for bad in ["perform:show@", "dismiss@x", "tap-more:x"] {
      assertThrows(SimulationError.invalidStep(bad), message: "'\(bad)' is not a step.") {
        _ = try SimulationStep(parsing: bad)
      }
    }
  }

  private func titled(_ title: String) -> ViewController {
    let controller = ViewController()
    controller.title = title
    return controller
  }
}
