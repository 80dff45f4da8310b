import Storyboards
import TestSupport
import XCTest

final class LintTests: XCTestCase {
  private func lint(_ builders: StoryboardBuilder...) -> [Diagnostic] {
    StoryboardBundle(storyboards: builders.map(\.definition)).lint()
  }

  private func rules(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.path) \($0.severity.rawValue) \($0.rule.rawValue)" }
  }

  func testACleanAppHasNothingToReport() {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "list", isInitial: true)
    main.viewController("list", customClass: "ListViewController")
    main.reference("toProfile", storyboardName: "Profile", referencedIdentifier: "Profile")
    main.segue(.show, from: "list", to: "toProfile", identifier: "showProfile")
    var profile = StoryboardBuilder("Profile")
    profile.viewController("p", storyboardIdentifier: "Profile")
    XCTAssertEqual(lint(main, profile), [])
  }

  func testIdentifiersDuplicatedInAStoryboardAreErrorsAcrossStoryboardsWarnings() {
    var main = StoryboardBuilder("Main")
    main.viewController("a", storyboardIdentifier: "Detail", isInitial: true)
    main.viewController("b", storyboardIdentifier: "Detail")
    var other = StoryboardBuilder("Other")
    other.viewController("c", storyboardIdentifier: "Detail", isInitial: true)
    let diagnostics = lint(main, other)
    XCTAssertEqual(
      rules(diagnostics),
      ["Main error duplicate-identifier", "Other warning ambiguous-identifier"])
    XCTAssertEqual(
      diagnostics[0].description,
      "Main:1:1: error: the storyboard identifier 'Detail' is already used at line 1; "
        + "instantiateViewController(withIdentifier:) returns the first; give each scene its own "
        + "identifier [duplicate-identifier]")
    XCTAssertEqual(
      diagnostics[1].message,
      "the storyboard identifier 'Detail' is also used in 'Main'; a lookup across the bundle "
        + "cannot choose; rename one")
  }

  /// An entry point must name a scene, and object IDs are unique in a storyboard: segues and
  /// the entry point find objects by ID.
  func testAnEntryPointToNoSceneAndObjectIDsUsedTwiceAreErrors() {
    var main = StoryboardBuilder("Main")
    main.viewController("a", storyboardIdentifier: "First", isInitial: true)
    main.viewController("a", storyboardIdentifier: "Second")
    var definition = main.definition
    definition.initialViewControllerID = "gone"
    let diagnostics = StoryboardBundle(storyboards: [definition]).lint()
    XCTAssertEqual(
      diagnostics.map(\.message),
      [
        "the entry point (initialViewController) is 'gone', which is no scene of 'Main'; tick "
          + "Is Initial View Controller on the scene to launch",
        "the object ID 'a-scene' of this scene is already used; segues and the entry "
          + "point name objects by ID and take the first; keep one of the two, or give this one "
          + "a new ID",
        "the object ID 'a' of this controller is already used; segues and the entry "
          + "point name objects by ID and take the first; keep one of the two, or give this one "
          + "a new ID",
      ])
    XCTAssertEqual(
      rules(diagnostics),
      [
        "Main error dangling-entry-point", "Main error duplicate-object-id",
        "Main error duplicate-object-id",
      ])
  }

  func testSB9_referencesThatLeadNowhereAreErrorsWithTheRuntimeReason() {
    var main = StoryboardBuilder("Main")
    main.viewController("root", isInitial: true)
    main.reference("missingBoard", storyboardName: "Settings")
    main.reference("missingScene", storyboardName: "Profile", referencedIdentifier: "Nope")
    main.reference("noEntry", storyboardName: "Profile")
    main.segue(.show, from: "root", to: "missingBoard")
    main.segue(.show, from: "root", to: "missingScene")
    main.segue(.show, from: "root", to: "noEntry")
    var profile = StoryboardBuilder("Profile")
    profile.viewController("p", storyboardIdentifier: "Profile")
    let diagnostics = lint(main, profile)
    XCTAssertEqual(rules(diagnostics), Array(repeating: "Main error dangling-reference", count: 3))
    XCTAssertEqual(
      diagnostics.map(\.message),
      [
        "the storyboard reference 'missingBoard' leads nowhere: Could not find a storyboard "
          + "named 'Settings' in bundle StoryboardBundle <main> (loaded). Add a storyboard with "
          + "that name to the bundle, or fix the name.",
        "the storyboard reference 'missingScene' leads nowhere: Storyboard (<Storyboard: "
          + "Profile>) doesn't contain a view controller with identifier 'Nope'. Set the "
          + "Storyboard ID of the scene, or fix the identifier.",
        "the storyboard reference 'noEntry' leads nowhere: Failed to instantiate the default "
          + "view controller for 'Profile' - perhaps the designated entry point is not set? Set "
          + "the storyboard's entry point (Is Initial View Controller), or open one of its scenes "
          + "by its Storyboard ID.",
      ])
  }

  func testPlaceholdersAreResolvedLikeReferencesAndTheirCyclesReported() {
    var main = StoryboardBuilder("Main")
    main.viewController("root", isInitial: true)
    main.viewController(
      "good",
      runtimeAttributes: [
        .string("storyboardName", "Profile"), .string("storyboardIdentifier", "Profile"),
      ])
    main.viewController(
      "bad",
      runtimeAttributes: [
        .string("storyboardName", "Profile"), .string("storyboardIdentifier", "Missing"),
      ])
    main.viewController(
      "loop", storyboardIdentifier: "Loop",
      runtimeAttributes: [
        .string("storyboardName", "Main"), .string("storyboardIdentifier", "Loop"),
      ])
    main.segue(.show, from: "root", to: "good")
    main.segue(.show, from: "root", to: "bad")
    var profile = StoryboardBuilder("Profile")
    profile.viewController("p", storyboardIdentifier: "Profile")
    let diagnostics = lint(main, profile)
    XCTAssertEqual(
      rules(diagnostics), ["Main error dangling-placeholder", "Main error reference-cycle"])
    XCTAssertTrue(
      diagnostics[0].message.hasPrefix("the placeholder 'bad' leads nowhere: Storyboard"),
      diagnostics[0].message)
    XCTAssertEqual(
      diagnostics[1].message,
      "'loop' leads back to itself: Main#loop -> Main#loop; point one of them at a real scene")
  }

  /// A cycle of references is reported once, at the first member met, with the middle of a
  /// long cycle elided; a reference that leads into it is reported as leading into it.
  func testALongReferenceCycleIsReportedOnceAndAReferenceIntoItAsSuch() {
    let count = 30
    var builders = (0..<count).map { index in
      var builder = StoryboardBuilder(String(format: "S%02d", index))
      builder.reference(
        "r", storyboardName: String(format: "S%02d", (index + 1) % count), isInitial: true)
      return builder
    }
    var tail = StoryboardBuilder("Tail")
    tail.reference("t", storyboardName: "S05", isInitial: true)
    builders.append(tail)
    let diagnostics = StoryboardBundle(storyboards: builders.map(\.definition)).lint()
    XCTAssertEqual(
      diagnostics.map(\.message),
      [
        "'r' leads back to itself: S00#r -> S01#r -> S02#r -> S03#r -> S04#r -> … 24 more … -> "
          + "S29#r -> S00#r; point one of them at a real scene",
        "'t' leads into a cycle of references: Tail#t -> S05#r -> S06#r -> S07#r -> S08#r -> … "
          + "25 more … -> S04#r -> S05#r; point one of them at a real scene",
      ])
  }

  func testSegueRules() {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "root", isInitial: true)
    main.viewController("root")
    main.viewController("detail", storyboardIdentifier: "Detail")
    main.segue(.push, from: "root", to: "detail", identifier: "open")
    main.segue(.show, from: "root", to: "detail", identifier: "open")
    main.segue(.show, from: "root", to: "gone", identifier: "lost")
    main.unwind(from: "detail", action: nil, identifier: "back")
    let diagnostics = lint(main)
    XCTAssertEqual(
      rules(diagnostics),
      [
        "Main warning deprecated-segue", "Main warning duplicate-segue-identifier",
        "Main error missing-destination", "Main error unwind-without-action",
      ])
    XCTAssertEqual(
      diagnostics.map(\.message),
      [
        "the segue 'open' is a deprecated 'push' segue; use 'show' (SEG-10)",
        "the scene 'root' has another segue 'open'; performSegue(withIdentifier:) performs the "
          + "first; give each segue its own identifier",
        "the segue 'lost' leads to 'gone', which is no scene of 'Main'; reconnect or delete it",
        "the unwind segue 'back' has no action; connect it to an unwind action (an @IBAction "
          + "taking a segue)",
      ])
  }

  func testScenesNothingCanInstantiateAreWarnings() {
    var main = StoryboardBuilder("Main")
    main.viewController("root", isInitial: true)
    main.viewController("orphan", customClass: "OrphanViewController")
    main.viewController("target")
    var other = StoryboardBuilder("Other")
    other.viewController("start", isInitial: true)
    other.viewController(
      "placeholder", storyboardIdentifier: "Placeholder",
      runtimeAttributes: [.string("storyboardName", "Main")])
    let diagnostics = lint(main, other)
    XCTAssertEqual(rules(diagnostics), Array(repeating: "Main warning unreachable-scene", count: 2))
    XCTAssertEqual(
      diagnostics.map(\.message),
      [
        "the scene 'orphan' (OrphanViewController) cannot be instantiated: it is not the "
          + "initial controller, has no storyboard identifier and no segue leads to it; give it "
          + "a Storyboard ID, connect a segue to it, or delete it",
        "the scene 'target' (ViewController) cannot be instantiated: it is not the initial "
          + "controller, has no storyboard identifier and no segue leads to it; give it a "
          + "Storyboard ID, connect a segue to it, or delete it",
      ])
  }

  func testSB7_unknownClassesAreReportedOnlyAgainstGivenKnownClasses() {
    var main = StoryboardBuilder("Main")
    main.viewController("a", customClass: "ListViewController", isInitial: true)
    main.viewController(
      "b", storyboardIdentifier: "B", customClass: "DetailViewController", customModule: "App")
    main.viewController("c", storyboardIdentifier: "C", customClass: "Typo")
    main.viewController("d", storyboardIdentifier: "D", customClass: "Registered")
    main.segue(.custom, from: "a", to: "b", identifier: "fade", customClass: "FadeSegue")
    let bundle = StoryboardBundle(storyboards: [main.definition])
    final class Registered: ViewController {}
    bundle.register(Registered.self)
    XCTAssertEqual(bundle.lint(), [], "without known classes, classes are not checked")
    let diagnostics = bundle.lint(knownClasses: ["ListViewController", "App.DetailViewController"])
    XCTAssertEqual(
      diagnostics.map(\.description),
      [
        "Main:1:1: warning: Unknown class Typo in Interface Builder file: the scene 'c' would be "
          + "a plain ViewController; fix the class name or add it to the known classes "
          + "[unknown-class]",
        "Main:1:1: warning: Unknown class FadeSegue of the segue 'fade'; fix the class name or "
          + "add it to the known classes [unknown-class]",
      ])
  }
}

extension LintTests {
  /// The documented order: storyboard by storyboard in name order, each in document order,
  /// whichever rule found the problem.
  func testDiagnosticsComeInDocumentOrderWhateverTheRule() {
    var main = StoryboardBuilder("Main")
    main.viewController("a", storyboardIdentifier: "Same", isInitial: true)
    main.viewController("b", storyboardIdentifier: "Same")
    main.viewController("orphan")
    main.segue(.push, from: "a", to: "b", identifier: "old")
    var definition = main.definition
    for index in definition.scenes.indices {
      definition.scenes[index].controller?.location = SourcePosition(
        line: 10 * (index + 1), column: 5)
    }
    definition.segues[0].location = SourcePosition(line: 15, column: 9)
    let diagnostics = StoryboardBundle(storyboards: [definition]).lint()
    XCTAssertEqual(
      diagnostics.map {
        "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.rule.rawValue)"
      },
      ["15:9 deprecated-segue", "20:5 duplicate-identifier", "30:5 unreachable-scene"])
  }
}

extension LintTests {
  /// Every finding the storyboards themselves can fix carries the fix on its own, as the end
  /// of its message; findings that quote a runtime error keep the fix in the error's words.
  func testEachFindingCarriesItsFix() {
    var main = StoryboardBuilder("Main")
    main.viewController("root", customClass: "Typo", isInitial: true)
    main.viewController("a", storyboardIdentifier: "Same")
    main.viewController("b", storyboardIdentifier: "Same")
    main.viewController("orphan")
    main.segue(.push, from: "root", to: "a", identifier: "open")
    main.segue(.show, from: "root", to: "b", identifier: "open")
    main.segue(.show, from: "root", to: "gone", identifier: "lost")
    main.unwind(from: "a", action: nil, identifier: "back")
    main.reference("nowhere", storyboardName: "Missing")
    var other = StoryboardBuilder("Other")
    other.viewController("start", storyboardIdentifier: "Same", isInitial: true)
    let diagnostics = StoryboardBundle(storyboards: [main.definition, other.definition])
      .lint(knownClasses: [])
    let rules = Set(diagnostics.map(\.rule))
    XCTAssertEqual(
      rules,
      [
        .unknownClass, .duplicateIdentifier, .ambiguousIdentifier, .unreachableScene,
        .deprecatedSegue, .duplicateSegueIdentifier, .missingDestination, .unwindWithoutAction,
        .danglingReference,
      ])
    for diagnostic in diagnostics where diagnostic.rule != .danglingReference {
      let fix = try? XCTUnwrap(diagnostic.fix, "\(diagnostic.rule) has no fix")
      XCTAssertTrue(
        diagnostic.message.hasSuffix("; " + (fix ?? "")), "\(diagnostic.rule): \(diagnostic)")
    }
    XCTAssertEqual(diagnostics.first { $0.rule == .danglingReference }?.fix, nil)
  }
}
