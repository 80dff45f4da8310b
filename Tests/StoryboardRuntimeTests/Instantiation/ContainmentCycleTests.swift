import Storyboards
import TestSupport
import XCTest

/// Storyboards whose scenes contain themselves never crash: instantiation throws a typed error
/// naming the path of scenes, lint reports the cycle, and a cycle only hooks can make (through
/// placeholders) is refused at run time.
final class ContainmentCycleTests: XCTestCase {
  private func bundle(_ build: (inout StoryboardBuilder) -> Void, name: String = "Main")
    -> StoryboardBundle
  {
    var builder = StoryboardBuilder(name)
    build(&builder)
    return StoryboardBundle(storyboards: [builder.definition])
  }

  private func assertInstantiationThrows(
    _ bundle: StoryboardBundle, _ expected: StoryboardError, storyboard: String = "Main",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(
      try catching {
        Storyboard(name: storyboard, bundle: bundle).instantiateInitialViewController()
      },
      file: file, line: line
    ) {
      XCTAssertEqual($0 as? StoryboardError, expected, file: file, line: line)
    }
  }

  private func lintMessages(_ bundle: StoryboardBundle) -> [String] {
    bundle.lint().filter { $0.rule == .relationshipCycle || $0.rule == .embedCycle }
      .map { "[\($0.rule.rawValue)] \($0.message)" }
  }

  func testATabBarControllerThatIsItsOwnTab() {
    let tabs = bundle { $0.tabBarController("tabs", tabs: ["tabs"], isInitial: true) }
    assertInstantiationThrows(tabs, .relationshipCycle(["Main#tabs", "Main#tabs"]))
    XCTAssertEqual(
      "\(StoryboardError.relationshipCycle(["Main#tabs", "Main#tabs"]))",
      "The scene Main#tabs contains itself through a relationship segue: a view controller "
        + "cannot be its own child, so it can never be instantiated. Point the relationship at "
        + "another scene.")
    XCTAssertEqual(
      lintMessages(tabs),
      ["[relationship-cycle] \(StoryboardError.relationshipCycle(["Main#tabs", "Main#tabs"]))"])
  }

  func testANavigationControllerWhoseRootLeadsBackThroughATabBar() {
    let loop = bundle {
      $0.navigationController("nav", root: "tabs", isInitial: true)
      $0.tabBarController("tabs", tabs: ["first", "nav"])
      $0.viewController("first")
    }
    assertInstantiationThrows(loop, .relationshipCycle(["Main#nav", "Main#tabs", "Main#nav"]))
    XCTAssertEqual(lintMessages(loop).count, 1, "one cycle, reported once")
  }

  func testASplitViewControllerThatIsItsOwnDetail() {
    let split = bundle {
      $0.splitViewController("split", primary: "list", secondary: "split", isInitial: true)
      $0.viewController("list")
    }
    assertInstantiationThrows(split, .relationshipCycle(["Main#split", "Main#split"]))
  }

  func testAContainerViewThatEmbedsItsOwnScene() {
    let container = bundle {
      $0.viewController("page", isInitial: true)
      $0.segue(.embed, from: "page", to: "page", trigger: "containerView")
    }
    assertInstantiationThrows(container, .embedCycle(["Main#page", "Main#page"]))
    XCTAssertEqual(
      "\(StoryboardError.embedCycle(["Main#page", "Main#page"]))",
      "The scene Main#page embeds itself through a container view: loading its view would never "
        + "end. Point the embed segue at another scene.")
    XCTAssertEqual(
      lintMessages(container),
      ["[embed-cycle] \(StoryboardError.embedCycle(["Main#page", "Main#page"]))"])
  }

  func testTwoScenesThatEmbedEachOtherAndAnEmbedAfterARelationship() {
    let pair = bundle {
      $0.viewController("a", isInitial: true)
      $0.viewController("b")
      $0.segue(.embed, from: "a", to: "b", trigger: "containerView")
      $0.segue(.embed, from: "b", to: "a", trigger: "containerView")
    }
    assertInstantiationThrows(pair, .embedCycle(["Main#a", "Main#b", "Main#a"]))
    let mixed = bundle {
      $0.navigationController("nav", root: "page", isInitial: true)
      $0.viewController("page")
      $0.segue(.embed, from: "page", to: "nav", trigger: "containerView")
    }
    assertInstantiationThrows(mixed, .embedCycle(["Main#nav", "Main#page", "Main#nav"]))
  }

  func testACycleThroughStoryboardReferences() {
    var main = StoryboardBuilder("Main")
    main.tabBarController("tabs", tabs: ["toOther"], isInitial: true)
    main.reference("toOther", storyboardName: "Other", referencedIdentifier: "Nav")
    var other = StoryboardBuilder("Other")
    other.navigationController("nav", root: "toMain", storyboardIdentifier: "Nav")
    other.reference("toMain", storyboardName: "Main")
    let bundle = StoryboardBundle(storyboards: [main.definition, other.definition])
    assertInstantiationThrows(bundle, .relationshipCycle(["Main#tabs", "Other#nav", "Main#tabs"]))
    XCTAssertEqual(lintMessages(bundle).count, 1)
  }

  /// Only the placeholder substitution hook makes this a cycle: no static walk of the
  /// runtime sees it, the instantiation path does.
  func testACycleThroughPlaceholdersIsRefusedWhenSubstitutionMakesIt() throws {
    let placeholder = { (storyboard: String) in
      [RuntimeAttribute(keyPath: "storyboardName", type: "string", value: .string(storyboard))]
    }
    var main = StoryboardBuilder("Main")
    main.tabBarController("tabs", tabs: ["ph-other"], isInitial: true)
    main.viewController("ph-other", runtimeAttributes: placeholder("Other"))
    var other = StoryboardBuilder("Other")
    other.navigationController("nav", root: "ph-main", isInitial: true)
    other.viewController("ph-main", runtimeAttributes: placeholder("Main"))
    let bundle = StoryboardBundle(storyboards: [main.definition, other.definition])
    XCTAssertNoThrow(
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController(),
      "without substitution the placeholders are plain controllers")
    XCTAssertEqual(lintMessages(bundle).count, 1, "lint follows placeholders")
    bundle.installPlaceholderSubstitution(.storyboardLink)
    XCTAssertThrowsError(
      try catching { Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController() }
    ) {
      guard case StoryboardError.relationshipCycle(let scenes)? = $0 as? StoryboardError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(scenes.first, scenes.last)
      XCTAssertTrue(scenes.contains("Other#nav"), "\(scenes)")
    }
  }

  /// `count` navigation controllers, each the root of the one before; the last one's root is
  /// the first (a ring) or nothing (a chain).
  private func navigationChain(_ count: Int, closed: Bool) -> StoryboardDefinition {
    var definition = StoryboardDefinition(name: "Main", initialViewControllerID: "nav0")
    for index in 0..<count {
      definition.scenes.append(
        SceneDefinition(
          sceneID: "s\(index)",
          controller: ControllerDefinition(id: "nav\(index)", element: "navigationController")))
      let next = index + 1 < count ? "nav\(index + 1)" : (closed ? "nav0" : nil)
      definition.segues.append(
        SegueDefinition(
          id: "r\(index)", sourceID: "nav\(index)", trigger: "navigationController",
          destinationID: next, kind: .relationship, relationship: "rootViewController"))
    }
    return definition
  }

  /// The walk keeps its own stack: a chain of ten thousand containers is no deeper for it.
  func testALongChainOfContainersIsWalkedWithoutRecursion() throws {
    let definition = navigationChain(10_001, closed: true)
    let chain = StoryboardBundle(storyboards: [definition])
    let start = try XCTUnwrap(definition.controller(withID: "nav0"))
    XCTAssertEqual(chain.containmentCycle(from: start, in: definition)?.scenes.count, 10_002)
    assertInstantiationThrows(
      chain, .relationshipCycle((0...10_000).map { "Main#nav\($0)" } + ["Main#nav0"]))
  }

  /// A chain of containers deeper than any app is refused before it exhausts the stack.
  func testAChainOfContainersDeeperThanTheLimitIsRefused() throws {
    let definition = navigationChain(2_000, closed: false)
    let chain = StoryboardBundle(storyboards: [definition])
    assertInstantiationThrows(
      chain, .containmentTooDeep(scenes: ["Main#nav0", "Main#nav1", "Main#nav2"], depth: 100))
    XCTAssertEqual(
      "\(StoryboardError.containmentTooDeep(scenes: ["Main#nav0"], depth: 100))",
      "The scenes Main#nav0 -> … nest containers more than 100 deep, which no app needs and "
        + "which would exhaust the stack. Flatten the hierarchy or break the chain of "
        + "relationship and embed segues.")
  }
}
