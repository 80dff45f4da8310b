import StoryboardLoader
import Storyboards
import XCTest

/// GNUstep libs-gui, Tests/gui/NSStoryboard/loading.m, structure.m (commit
/// 44c7520477203a3a47d48a02e10031d071819678) and presentation.m (commit
/// 4a9947e425710400792976f57ca483568d032cee) (LGPL): the behaviours they check of NSStoryboard,
/// re-expressed for iOS storyboards with fixtures of this package's own. Each test names the
/// assertion it re-expresses by the description that assertion passes to `PASS`; no other text
/// of theirs is used. Evidence: a reimplementation of AppKit's storyboards;
/// where it disagrees with UIKit, UIKit's rule wins and the test says so.
final class GNUstepStoryboardConformanceTests: XCTestCase {
  /// A controller that counts its awakenings and remembers what it saw then.
  final class Probe: ViewController {
    var awakeCount = 0
    var hadStoryboardAtAwake = false
    var childrenAtAwake = 0
    var createdByCreator = false
    var vetoes = false
    var checkedSender: String?
    var preparedSender: String?

    override func awakeFromNib() {
      super.awakeFromNib()
      awakeCount += 1
      hadStoryboardAtAwake = storyboard != nil
      childrenAtAwake = children.count
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      checkedSender = sender as? String
      return !vetoes
    }
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
      preparedSender = sender as? String
    }
  }

  /// `Main`: a probe (initial, identifier `Main`) with a show segue `programmatic` to a probe
  /// `Other`, a navigation controller `Nav` whose root is `Main`, references to `Referenced`
  /// with and without identifier; `Referenced`: a probe `Named` and an initial probe.
  private func bundle() -> StoryboardBundle {
    var main = StoryboardBuilder("Main")
    main.viewController(
      "source", storyboardIdentifier: "Main", customClass: "Probe", isInitial: true)
    main.viewController("destination", storyboardIdentifier: "Other", customClass: "Probe")
    main.segue(
      .show, from: "source", to: "destination", identifier: "programmatic", trigger: "button",
      id: "seg-1")
    main.navigationController("nav", root: "source", storyboardIdentifier: "Nav")
    main.reference("named-ref", storyboardName: "Referenced", referencedIdentifier: "Named")
    main.reference("initial-ref", storyboardName: "Referenced")
    main.tabBarController("tabs", tabs: ["named-ref", "initial-ref"], storyboardIdentifier: "Tabs")
    var referenced = StoryboardBuilder("Referenced")
    referenced.viewController(
      "named", storyboardIdentifier: "Named", customClass: "Probe", title: "Named")
    referenced.viewController("start", customClass: "Probe", title: "Start", isInitial: true)
    let bundle = StoryboardBundle(
      storyboards: [main.definition, referenced.definition], isStrict: true)
    bundle.register(Probe.self, as: "Probe")
    return bundle
  }

  private func main(_ bundle: StoryboardBundle) throws -> Storyboard {
    Storyboard(name: "Main", bundle: bundle)
  }

  /// The window of ``sourceOnScreen(_:)``, kept for the test.
  private var window: Window?

  /// `Main`'s initial probe as the root of a navigation controller in a visible window.
  private func sourceOnScreen(_ bundle: StoryboardBundle) throws -> (
    source: Probe, navigation: NavigationController
  ) {
    let source = try XCTUnwrap(try main(bundle).instantiateInitialViewController() as? Probe)
    let navigation = NavigationController(rootViewController: source)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    return (source, navigation)
  }

  // MARK: - loading.m

  /// loading.m, "each instantiation has independent controllers and views":
  /// each instantiation gives an independent controller and view.
  func testEachInstantiationIsANewControllerWithItsOwnView() throws {
    let storyboard = try main(bundle())
    let first = try XCTUnwrap(storyboard.instantiateInitialViewController())
    let second = storyboard.instantiateViewController(withIdentifier: "Main")
    XCTAssertNotIdentical(first, second)
    XCTAssertNotIdentical(first.view, second.view)
  }

  /// loading.m, "top-level objects belong to their own scene instance": relationship children are
  /// new with each instantiation of the container.
  func testEachContainerInstantiationHasItsOwnChildren() throws {
    let storyboard = try main(bundle())
    let first = try XCTUnwrap(
      storyboard.instantiateViewController(withIdentifier: "Nav") as? NavigationController)
    let second = try XCTUnwrap(
      storyboard.instantiateViewController(withIdentifier: "Nav") as? NavigationController)
    XCTAssertNotIdentical(first.topViewController, second.topViewController)
  }

  /// loading.m, "outlets and storyboard context exist before awakeFromNib": the storyboard and the
  /// relationship children are there before `awakeFromNib` (SB-8, SB-10).
  func testTheStoryboardAndChildrenExistBeforeAwakeFromNib() throws {
    final class AwakeNavigation: NavigationController {
      var childrenAtAwake = 0
      var hadStoryboard = false
      override func awakeFromNib() {
        super.awakeFromNib()
        childrenAtAwake = viewControllers.count
        hadStoryboard = storyboard != nil
      }
    }
    var storyboard = StoryboardBuilder("Main")
    storyboard.navigationController(
      "nav", root: "root", customClass: "AwakeNavigation", isInitial: true)
    storyboard.viewController("root")
    let bundle = StoryboardBundle(storyboards: [storyboard.definition])
    bundle.register(AwakeNavigation.self, as: "AwakeNavigation")
    let navigation = try XCTUnwrap(
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
        as? AwakeNavigation)
    XCTAssertEqual(navigation.childrenAtAwake, 1)
    XCTAssertTrue(navigation.hadStoryboard)
  }

  /// loading.m, "repeated instantiation awakens the new instance exactly once": a repeated
  /// instantiation awakens the new instance once.
  func testEveryInstanceAwakesExactlyOnce() throws {
    let storyboard = try main(bundle())
    let first = try XCTUnwrap(storyboard.instantiateInitialViewController() as? Probe)
    let second = try XCTUnwrap(
      storyboard.instantiateViewController(withIdentifier: "Main") as? Probe)
    XCTAssertEqual([first.awakeCount, second.awakeCount], [1, 1])
    XCTAssertTrue(first.hadStoryboardAtAwake)
  }

  /// loading.m, "legacy XML controller identifiers remain accepted": GNUstep also accepts an object
  /// ID as an identifier; UIKit does not (ERR-3), and neither does this runtime.
  func testAnObjectIDIsNotAStoryboardIdentifier() throws {
    let storyboard = try main(bundle())
    XCTAssertThrowsError(
      try catching { storyboard.instantiateViewController(withIdentifier: "source") }
    ) {
      guard case StoryboardError.identifierNotFound(_, "source")? = $0 as? StoryboardError else {
        return XCTFail("\($0)")
      }
    }
  }

  /// loading.m, "programmatic segues resolve their source and preserve sender": a segue performed
  /// in code has its source and the sender reaches `prepare(for:sender:)` (SEG-2).
  func testAPerformedSegueKeepsItsSourceAndSender() throws {
    let (source, navigation) = try sourceOnScreen(bundle())
    source.performSegue(withIdentifier: "programmatic", sender: "the second")
    XCTAssertEqual(source.preparedSender, "the second")
    XCTAssertEqual(navigation.viewControllers.count, 2)
  }

  /// loading.m, "segue destinations are fresh across scene instances": a segue's destination is new
  /// each time, from each instance.
  func testSegueDestinationsAreNewEachTime() throws {
    let (source, navigation) = try sourceOnScreen(bundle())
    source.performSegue(withIdentifier: "programmatic", sender: nil)
    let firstDestination = navigation.topViewController
    _ = navigation.popViewController(animated: false)
    source.performSegue(withIdentifier: "programmatic", sender: nil)
    XCTAssertNotIdentical(firstDestination, navigation.topViewController)
  }

  /// loading.m, "control segues preserve the actual sender through veto and preparation": a
  /// control's segue passes the control as sender to
  /// `shouldPerformSegue` and to `prepare` (SEG-1).
  func testATriggeredSegueGivesItsSenderToShouldPerformAndPrepare() throws {
    let (source, _) = try sourceOnScreen(bundle())
    try source.tapSegue(withID: "seg-1", sender: "the button")
    XCTAssertEqual(source.checkedSender, "the button")
    XCTAssertEqual(source.preparedSender, "the button")
  }

  /// loading.m, "a vetoed control segue is not performed": a segue the source vetoes is not
  /// performed (SEG-1).
  func testAVetoedSegueIsNotPerformed() throws {
    let (source, navigation) = try sourceOnScreen(bundle())
    source.vetoes = true
    try source.tapSegue(withID: "seg-1", sender: "the button")
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertNil(source.preparedSender)
  }

  /// loading.m, "creator receives a coder and its returned controller is connected and awakened":
  /// a creator receives the coder and its controller is connected and
  /// awakened once (SB-5).
  func testACreatorsControllerIsTheOneUsedAndAwakensOnce() throws {
    var calls = 0
    let created = try main(bundle()).instantiateViewController(identifier: "Main") {
      coder -> Probe? in
      calls += 1
      let probe = Probe(coder: coder)
      probe?.createdByCreator = true
      return probe
    }
    XCTAssertEqual(calls, 1)
    XCTAssertTrue(created.createdByCreator)
    XCTAssertEqual(created.awakeCount, 1)
    XCTAssertTrue(created.hadStoryboardAtAwake)
  }

  /// loading.m, "nil creator result falls back to normal decoding": a creator that returns nil
  /// falls back to `init(coder:)` (SB-5).
  func testACreatorReturningNilFallsBackToTheStoryboardsClass() throws {
    let fallback = try main(bundle()).instantiateInitialViewController { _ -> Probe? in nil }
    XCTAssertEqual(fallback?.awakeCount, 1)
    XCTAssertFalse(fallback?.createdByCreator ?? true)
  }

  /// loading.m, "unknown identifiers raise an exception" and "nil identifiers raise an
  /// exception": an unknown or empty identifier is an error (ERR-3).
  func testUnknownAndEmptyIdentifiersAreErrors() throws {
    let storyboard = try main(bundle())
    for identifier in ["missing", ""] {
      XCTAssertThrowsError(
        try catching { storyboard.instantiateViewController(withIdentifier: identifier) }
      ) {
        XCTAssertEqual(
          $0 as? StoryboardError,
          .identifierNotFound(storyboard: storyboard.description, identifier: identifier))
      }
    }
  }

  /// loading.m, "unknown segue identifiers raise an exception": an unknown segue identifier is an
  /// error (ERR-8).
  func testAnUnknownSegueIdentifierIsAnError() throws {
    let source = try XCTUnwrap(try main(bundle()).instantiateInitialViewController())
    XCTAssertThrowsError(
      try catching { source.performSegue(withIdentifier: "missing", sender: nil) }
    ) {
      XCTAssertEqual(
        $0 as? StoryboardError, .noSegue(receiver: source.diagnosticName, identifier: "missing"))
    }
  }

  /// loading.m, "scene ownership does not retain the root controller cyclically": a scene does not
  /// keep its controller alive; released, it goes.
  func testAnInstantiatedControllerIsReleasedWithItsLastReference() throws {
    let storyboard = try main(bundle())
    weak var released: ViewController?
    do { released = storyboard.instantiateViewController(withIdentifier: "Nav") }
    XCTAssertNil(released)
  }

  /// loading.m, "malformed XML is rejected" and "missing data is rejected": malformed or missing
  /// data is refused.
  func testMalformedAndEmptyDocumentsAreRefused() {
    for bytes in [Array("<document><broken>".utf8), []] {
      XCTAssertThrowsError(try StoryboardLoader.loadStoryboard(data: bytes, name: "Broken")) {
        XCTAssertNotNil($0 as? StoryboardLoadError)
      }
    }
  }

  /// loading.m, "duplicate public identifiers are rejected": GNUstep refuses a storyboard whose
  /// identifiers repeat; Xcode flags it and UIKit's compiled storyboards keep one, so here it
  /// loads, the first scene answers, and lint reports it as an error (duplicate-identifier).
  func testARepeatedIdentifierLoadsTheFirstAndIsALintError() throws {
    var storyboard = StoryboardBuilder("Main")
    storyboard.viewController("first", storyboardIdentifier: "Main", title: "First")
    storyboard.viewController("second", storyboardIdentifier: "Main", title: "Second")
    let bundle = StoryboardBundle(storyboards: [storyboard.definition])
    XCTAssertEqual(
      Storyboard(name: "Main", bundle: bundle).instantiateViewController(withIdentifier: "Main")
        .title,
      "First")
    XCTAssertEqual(bundle.lint().map(\.rule), [.duplicateIdentifier])
  }

  /// loading.m, "a storyboard with no initial controller returns nil": a storyboard without an
  /// initial controller gives nil (SB-3).
  func testNoInitialControllerGivesNil() throws {
    let bundle = StoryboardBundle(storyboards: [StoryboardBuilder("Empty").definition])
    XCTAssertNil(Storyboard(name: "Empty", bundle: bundle).instantiateInitialViewController())
  }

  /// loading.m, "controllers can perform segues after the original storyboard pool drains": a
  /// controller can perform its segues after the storyboard object
  /// that made it is gone.
  func testAControllerPerformsSeguesAfterItsStoryboardObjectIsGone() throws {
    let bundle = bundle()
    var source: Probe?
    do { source = try main(bundle).instantiateInitialViewController() as? Probe }
    let probe = try XCTUnwrap(source)
    let navigation = NavigationController(rootViewController: probe)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    probe.performSegue(withIdentifier: "programmatic", sender: nil)
    XCTAssertEqual(navigation.viewControllers.count, 2)
  }

  // MARK: - structure.m

  /// structure.m, "references resolve a named controller in the originating bundle and awaken it
  /// once" and "a referenced controller keeps its own storyboard context": a reference with an
  /// identifier gives the named controller of the other storyboard, awakened once, with that
  /// storyboard (SB-9).
  func testAReferenceWithAnIdentifierGivesTheNamedControllerWithItsOwnStoryboard() throws {
    let tabs = try XCTUnwrap(
      try main(bundle()).instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
    let named = try XCTUnwrap(tabs.viewControllers?.first as? Probe)
    XCTAssertEqual(named.title, "Named")
    XCTAssertEqual(named.awakeCount, 1)
    XCTAssertEqual(named.storyboard?.name, "Referenced")
  }

  /// structure.m, "references without an identifier instantiate the referenced initial controller":
  /// a reference without an identifier gives the other
  /// storyboard's initial controller (SB-9).
  func testAReferenceWithoutAnIdentifierGivesTheInitialController() throws {
    let tabs = try XCTUnwrap(
      try main(bundle()).instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
    XCTAssertEqual(tabs.viewControllers?.last?.title, "Start")
  }

  /// structure.m, "tab relationships attach their controllers": tab relationships attach their
  /// controllers (SB-10).
  func testTabRelationshipsAttachTheirControllers() throws {
    let tabs = try XCTUnwrap(
      try main(bundle()).instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
    XCTAssertEqual(tabs.viewControllers?.count, 2)
    XCTAssertTrue(tabs.viewControllers?.allSatisfy { $0.parent === tabs } ?? false)
  }

  /// structure.m, "cyclic storyboard references fail without recursing indefinitely": storyboard
  /// references in a cycle fail without recursing.
  func testCyclicReferencesFailWithTheCycle() throws {
    var a = StoryboardBuilder("CycleA")
    a.reference("to-b", storyboardName: "CycleB", isInitial: true)
    var b = StoryboardBuilder("CycleB")
    b.reference("to-a", storyboardName: "CycleA", isInitial: true)
    let bundle = StoryboardBundle(storyboards: [a.definition, b.definition])
    XCTAssertThrowsError(
      try catching { Storyboard(name: "CycleA", bundle: bundle).instantiateInitialViewController() }
    ) {
      guard case StoryboardError.referenceCycle(let chain)? = $0 as? StoryboardError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(chain.first, chain.last, "the chain names the whole cycle: \(chain)")
      XCTAssertEqual(Set(chain), ["CycleA#to-b", "CycleB#to-a"])
    }
  }

  /// structure.m, "cyclic relationships fail without recursing indefinitely": relationships in a
  /// cycle fail without recursing.
  func testCyclicRelationshipsFailWithTheScenes() throws {
    var cycle = StoryboardBuilder("RelationshipCycle")
    cycle.navigationController("nav", root: "tabs", isInitial: true)
    cycle.tabBarController("tabs", tabs: ["nav"])
    let bundle = StoryboardBundle(storyboards: [cycle.definition])
    XCTAssertThrowsError(
      try catching {
        Storyboard(name: "RelationshipCycle", bundle: bundle).instantiateInitialViewController()
      }
    ) {
      XCTAssertEqual(
        $0 as? StoryboardError,
        .relationshipCycle([
          "RelationshipCycle#nav", "RelationshipCycle#tabs", "RelationshipCycle#nav",
        ]))
    }
  }

  /// structure.m, "failed loads do not poison subsequent scene instantiation": a failed
  /// instantiation does not spoil the next one.
  func testAFailedInstantiationDoesNotSpoilTheNext() throws {
    let storyboard = try main(bundle())
    XCTAssertThrowsError(
      try catching { storyboard.instantiateViewController(withIdentifier: "missing") })
    XCTAssertNotNil(storyboard.instantiateViewController(withIdentifier: "Main"))
  }

  /// structure.m, "creator blocks are forwarded through storyboard references": a creator is
  /// forwarded through a storyboard reference for an
  /// `@IBSegueAction`, but a creator block applies to the top-level controller only (SB-5,
  /// SB-6): GNUstep forwards creator blocks; UIKit does not, nor does this runtime.
  func testACreatorBlockIsNotForwardedThroughAReference() throws {
    var calls = 0
    let controller = try main(bundle()).instantiateViewController(identifier: "Tabs") {
      coder -> TabBarController? in
      calls += 1
      return TabBarController(coder: coder)
    }
    XCTAssertEqual(calls, 1, "called for the tab bar controller, not for its referenced tabs")
    XCTAssertEqual(controller.viewControllers?.count, 2)
  }

  /// structure.m, "missing storyboard resources raise a clear exception": a missing storyboard is
  /// an error (ERR-1).
  func testAMissingStoryboardIsAnError() {
    XCTAssertThrowsError(try catching { Storyboard(name: "Missing", bundle: bundle()) }) {
      guard case StoryboardError.storyboardNotFound("Missing", _)? = $0 as? StoryboardError else {
        return XCTFail("\($0)")
      }
    }
  }
}
