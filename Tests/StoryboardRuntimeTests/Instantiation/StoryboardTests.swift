import Foundation
import Storyboards
import TestSupport
import XCTest

final class StoryboardTests: XCTestCase {
  func testSB1_missingStoryboardIsERR1() {
    let bundle = makeFixtureBundle()
    assertThrows(
      StoryboardError.storyboardNotFound(name: "Nope", bundle: "StoryboardBundle <main> (loaded)"),
      message: "Could not find a storyboard named 'Nope' in bundle StoryboardBundle <main> (loaded)"
    ) { _ = Storyboard(name: "Nope", bundle: bundle) }
  }

  func testSB2_openingAStoryboardInstantiatesNothing() throws {
    let log = events { _ = Storyboard(name: "Main", bundle: makeFixtureBundle()) }
    XCTAssertEqual(log, [])
  }

  func testSB3_initialControllerIsNewEachTimeWithItsRelationshipChildren() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    let recorder = EventRecorder()
    let first = recorder.record { storyboard.instantiateInitialViewController() }
    let second = storyboard.instantiateInitialViewController()
    XCTAssertNotIdentical(first, second)
    let navigation = try XCTUnwrap(first as? NavigationController)
    XCTAssertTrue(navigation.topViewController is ListViewController)
    XCTAssertIdentical(navigation.storyboard, storyboard)
    XCTAssertEqual(
      recorder.descriptions,
      [
        "NavigationController.init(coder:)", "List.init(coder:)", "List.awakeFromNib",
        "List.willMove(toParent: NavigationController)",
        "List.didMove(toParent: NavigationController)",
        "NavigationController.awakeFromNib",
      ], "SB-10: children come with their container, before its awakeFromNib; no prepare")
    XCTAssertFalse(navigation.isViewLoaded)
  }

  func testSB3_noEntryPointGivesNil() throws {
    let bundle = StoryboardBundle(storyboards: [StoryboardBuilder("Empty").definition])
    XCTAssertNil(Storyboard(name: "Empty", bundle: bundle).instantiateInitialViewController())
  }

  func testSB4_instantiateByIdentifier() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
    XCTAssertTrue(detail is DetailViewController)
    XCTAssertIdentical(detail.storyboard, storyboard)
    XCTAssertEqual(detail.sceneDefinition?.storyboardIdentifier, "Detail")
    XCTAssertNotIdentical(
      detail, (storyboard.instantiateViewController(withIdentifier: "Detail")))
  }

  func testERR3_unknownIdentifier() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    assertThrows(
      .identifierNotFound(storyboard: "<Storyboard: Main>", identifier: "Nope"),
      message:
        "Storyboard (<Storyboard: Main>) doesn't contain a view controller with identifier 'Nope'"
    ) { _ = storyboard.instantiateViewController(withIdentifier: "Nope") }
  }

  func testSB5_creatorInjectsDependencies() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    var calls = 0
    let detail: DetailViewController = storyboard.instantiateViewController(
      identifier: "Detail"
    ) {
      coder in
      calls += 1
      return DetailViewController(coder: coder, injected: "service")
    }
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(detail.injected, "service")
    XCTAssertEqual(detail.accent, "orange", "runtime attributes still apply")
  }

  func testSB5_creatorReturningNilFallsBackToInitCoder() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    let detail: DetailViewController = storyboard.instantiateViewController(
      identifier: "Detail"
    ) {
      _ in nil
    }
    XCTAssertNil(detail.injected)
  }

  func testSB5_creatorIsNotCalledForRelationshipChildren() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    var scenes: [String] = []
    let navigation: NavigationController? = storyboard.instantiateInitialViewController {
      coder in
      scenes.append((coder as? StoryboardCoder)?.sceneDefinition.id ?? "not a StoryboardCoder")
      return nil
    }
    XCTAssertEqual(scenes, ["nav"])
    XCTAssertNotNil(navigation?.topViewController)
  }

  func testERR4_creatorReturningTheWrongClass() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    assertThrows(
      .creatorReturnedWrongClass(
        instance: "<SpecialDetailViewController: Detail>", expectedClass: "DetailViewController"),
      message:
        "Custom instantiated <SpecialDetailViewController: Detail> must be kind of class DetailViewController"
    ) {
      let _: ViewController = storyboard.instantiateViewController(identifier: "Detail") {
        coder in
        SpecialDetailViewController(coder: coder)
      }
    }
  }

  func testERR5_creatorThatSkipsInitCoder() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    assertThrows(
      .creatorSkippedSuperInit(segueAction: nil),
      message: "Custom instantiated view controller must call -[super initWithCoder:]"
    ) {
      let _: ViewController = storyboard.instantiateViewController(identifier: "Plain") { _ in
        ViewController()
      }
    }
  }

  /// ERR-3 is raised before the creator is asked for the scene; the creator then makes the
  /// stand-in the call returns, with a coder that holds no scene.
  func testSB5_missingIdentifierNeverAsksTheCreatorForTheScene() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    var coders: [NSCoder] = []
    XCTAssertThrowsError(
      try catching {
        storyboard.instantiateViewController(identifier: "Nope") { coder -> ViewController? in
          coders.append(coder)
          return nil
        }
      })
    XCTAssertFalse(coders.contains { $0 is StoryboardCoder })
  }

  func testSB5_7_askingForTheWrongTypeIsATypedError() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    assertThrows(
      .typeMismatch(expected: "DetailViewController", actual: "ViewController"),
      message: "The storyboard created a ViewController, not a DetailViewController."
    ) {
      let _: DetailViewController = storyboard.instantiateViewController(
        identifier: "Plain", creator: nil)
    }
  }

  func testSB7_unknownClassIsAStandInWithAWarning() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController(
      "a", storyboardIdentifier: "A", customClass: "AccountViewController", customModule: "Bank")
    let bundle = StoryboardBundle(storyboards: [builder.definition])
    let recorder = EventRecorder()
    let controller = recorder.record {
      Storyboard(name: "App", bundle: bundle).instantiateViewController(withIdentifier: "A")
    }
    XCTAssertTrue(type(of: controller) == ViewController.self)
    XCTAssertEqual(
      controller.className, "AccountViewController", "the stand-in keeps the declared name")
    XCTAssertEqual(
      recorder.descriptions.first,
      "warning: Unknown class AccountViewController in Interface Builder file.")
    XCTAssertEqual(recorder.events.first?.kind, .warning(.unknownClass("AccountViewController")))
  }

  func testSB7_unknownClassInAStrictBundleIsAnError() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController("a", storyboardIdentifier: "A", customClass: "AccountViewController")
    let bundle = StoryboardBundle(storyboards: [builder.definition], isStrict: true)
    assertThrows(
      .unknownClass(name: "AccountViewController", storyboard: "App", location: nil),
      message:
        "Unknown class AccountViewController in Interface Builder file. (App) Register the class"
    ) {
      _ = Storyboard(name: "App", bundle: bundle).instantiateViewController(withIdentifier: "A")
    }
  }

  func testSB7_aStandInWarnsEveryTimeAndAClassRegisteredLaterIsUsedFromThenOn() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController("a", storyboardIdentifier: "A", customClass: "DetailViewController")
    builder.viewController("p", storyboardIdentifier: "P")
    let bundle = StoryboardBundle(storyboards: [builder.definition])
    let storyboard = Storyboard(name: "App", bundle: bundle)
    let recorder = EventRecorder()
    let first = recorder.record {
      _ = storyboard.instantiateViewController(withIdentifier: "A")
      return storyboard.instantiateViewController(withIdentifier: "A")
    }
    XCTAssertEqual(
      recorder.events.map(\.kind).filter { $0 == .warning(.unknownClass("DetailViewController")) }
        .count, 2, "each instantiation of a stand-in warns, as UIKit logs each time")
    XCTAssertEqual(first.className, "DetailViewController")
    XCTAssertFalse(first is DetailViewController)
    // A plain scene resolved before the registry changes resolves again afterwards.
    XCTAssertTrue(
      type(of: storyboard.instantiateViewController(withIdentifier: "P")) == ViewController.self
    )
    bundle.register(DetailViewController.self)
    recorder.removeAll()
    let registered = recorder.record {
      storyboard.instantiateViewController(withIdentifier: "A")
    }
    XCTAssertTrue(registered is DetailViewController)
    XCTAssertFalse(recorder.descriptions.contains { $0.hasPrefix("warning:") })
    bundle.register(SpecialDetailViewController.self, as: "ViewController")
    XCTAssertTrue(
      type(of: storyboard.instantiateViewController(withIdentifier: "P"))
        == ViewController.self,
      "an app class registered under a runtime class name changes no scene without a custom class")
  }

  func testRegisteredClassesResolveByModuleAliasAndUIKitName() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController(
      "a", storyboardIdentifier: "A", customClass: "DetailViewController",
      customModule: "TestSupport")
    builder.viewController("b", storyboardIdentifier: "B", customClass: "FINDetail")
    builder.viewController("c", storyboardIdentifier: "C", customClass: "UINavigationController")
    let bundle = StoryboardBundle(storyboards: [builder.definition], isStrict: true)
    bundle.register(DetailViewController.self)
    bundle.register(SpecialDetailViewController.self, as: "FINDetail")
    let storyboard = Storyboard(name: "App", bundle: bundle)
    XCTAssertTrue(
      storyboard.instantiateViewController(withIdentifier: "A") is DetailViewController)
    XCTAssertTrue(
      storyboard.instantiateViewController(withIdentifier: "B") is SpecialDetailViewController)
    XCTAssertTrue(
      storyboard.instantiateViewController(withIdentifier: "C") is NavigationController)
  }

  func testRegisteringSubclassesThroughTheirBaseMetatypeCreatesTheSubclasses() throws {
    class Base: ViewController {}
    final class Left: Base {}
    final class Right: Base {}
    var builder = StoryboardBuilder("App")
    builder.viewController("l", storyboardIdentifier: "L", customClass: "Left")
    builder.viewController("r", storyboardIdentifier: "R", customClass: "Right")
    let bundle = StoryboardBundle(storyboards: [builder.definition], isStrict: true)
    let types: [Base.Type] = [Left.self, Right.self]
    for type in types { bundle.register(type) }
    let storyboard = Storyboard(name: "App", bundle: bundle)
    XCTAssertTrue(storyboard.instantiateViewController(withIdentifier: "L") is Left)
    XCTAssertTrue(storyboard.instantiateViewController(withIdentifier: "R") is Right)
  }

  func testSB8_runtimeAttributesComeBeforeAwakeFromNib() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    let detail =
      storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
    XCTAssertEqual(detail.accentAtAwake, "orange")
    XCTAssertFalse(detail.isViewLoaded, "the view loads later")
  }

  func testSB8_unknownRuntimeAttributeOnARegisteredClassIsAnError() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController(
      "a", storyboardIdentifier: "A", customClass: "ListViewController",
      runtimeAttributes: [.number("cornerRadius", 4)])
    let bundle = StoryboardBundle(storyboards: [builder.definition])
    bundle.register(ListViewController.self)
    assertThrows(
      .undefinedKey(className: "ListViewController", keyPath: "cornerRadius"),
      message:
        "[<ListViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key cornerRadius."
    ) {
      _ = Storyboard(name: "App", bundle: bundle).instantiateViewController(withIdentifier: "A")
    }
  }

  func testSB8_standInsKeepUnknownRuntimeAttributes() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController(
      "a", storyboardIdentifier: "A", customClass: "Unregistered",
      runtimeAttributes: [
        .number("cornerRadius", 4), .string("title", "Hello"),
        .boolean("definesPresentationContext", true),
      ])
    let controller = Storyboard(
      name: "App", bundle: StoryboardBundle(storyboards: [builder.definition])
    )
    .instantiateViewController(withIdentifier: "A")
    XCTAssertEqual(controller.undefinedRuntimeAttributes, ["cornerRadius": .number(4)])
    XCTAssertEqual(controller.title, "Hello")
    XCTAssertTrue(controller.definesPresentationContext)
  }

  func testSB10_tabAndSplitRelationshipsInStoryboardOrder() throws {
    var builder = StoryboardBuilder("App")
    builder.tabBarController("tabs", tabs: ["one", "two", "split"], isInitial: true)
    builder.viewController("one", title: "One")
    builder.viewController("two", title: "Two")
    builder.splitViewController("split", primary: "primary", secondary: "secondary")
    builder.viewController("primary", title: "Primary")
    builder.viewController("secondary", title: "Secondary")
    let tabs =
      Storyboard(name: "App", bundle: StoryboardBundle(storyboards: [builder.definition]))
      .instantiateInitialViewController() as! TabBarController
    XCTAssertEqual(
      tabs.viewControllers?.compactMap(\.title), ["One", "Two", nil].compactMap { $0 })
    let split = try XCTUnwrap(tabs.viewControllers?.last as? SplitViewController)
    XCTAssertEqual(split.viewControllers.compactMap(\.title), ["Primary", "Secondary"])
    XCTAssertEqual(
      tabs.hierarchyDescription,
      """
      TabBarController (App)
        selected: ViewController "One" (App)
        ViewController "Two" (App)
        SplitViewController (App)
          ViewController "Primary" (App)
          ViewController "Secondary" (App)
      """)
  }

  func testOtherElementsAreStandInsNamedAfterTheirRuntimeClass() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController(
      "player", element: "avPlayerViewController", storyboardIdentifier: "Player")
    builder.viewController("table", element: "tableViewController", storyboardIdentifier: "Table")
    let storyboard = Storyboard(
      name: "App", bundle: StoryboardBundle(storyboards: [builder.definition], isStrict: true))
    XCTAssertEqual(
      storyboard.instantiateViewController(withIdentifier: "Player").className,
      "AVPlayerViewController")
    XCTAssertTrue(
      storyboard.instantiateViewController(withIdentifier: "Table") is TableViewController)
  }
}
