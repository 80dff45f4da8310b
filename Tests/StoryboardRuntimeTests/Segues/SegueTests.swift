import Storyboards
import TestSupport
import XCTest

final class SegueTests: XCTestCase {
  func testSEG1_triggeredSegueRunsEveryStepInOrder() throws {
    let (window, _, list) = try launchFixture()
    let log = try events { try list.tapSegue(withIdentifier: "showDetail") }
    XCTAssertEqual(
      log,
      [
        "List.shouldPerformSegue(showDetail) -> true", "Detail.init(coder:)", "Detail.awakeFromNib",
        "List.segue(showDetail, to: Detail)", "List.prepare(for: showDetail)",
        "List.perform(showDetail)",
        "Detail.willMove(toParent: Nav)", "Nav.pushed(Detail)", "Detail.loadView",
        "Detail.viewDidLoad",
        "List.viewWillDisappear", "Detail.viewWillAppear", "List.viewDidDisappear",
        "Detail.viewDidAppear",
        "Detail.didMove(toParent: Nav)",
      ])
    let detail = try XCTUnwrap(
      list.navigationController?.topViewController as? DetailViewController)
    XCTAssertEqual(detail.item, "item-1", "prepare(for:sender:) configured the destination")
    XCTAssertEqual(
      list.prepared.first?.sender,
      "SegueTrigger(element: \"tableViewCell\", id: Optional(\"list-segue-2-tableViewCell\"))")
    assertConsistent(window)
  }

  func testSEG1_shouldPerformFalseStopsEverything() throws {
    let (window, navigation, list) = try launchFixture()
    list.allowsSegues = false
    let log = try events { try list.tapSegue(withIdentifier: "showDetail") }
    XCTAssertEqual(log, ["List.shouldPerformSegue(showDetail) -> false"])
    XCTAssertEqual(navigation.viewControllers.count, 1)
    assertConsistent(window)
  }

  func testSEG1_triggerBySegueIDForSeguesWithoutIdentifier() throws {
    var builder = StoryboardBuilder("App")
    builder.navigationController("nav", root: "a", isInitial: true)
    builder.viewController("a", title: "A")
    builder.viewController("b", title: "B")
    builder.segue(.show, from: "a", to: "b", id: "tap-b")
    let navigation =
      Storyboard(name: "App", bundle: StoryboardBundle(storyboards: [builder.definition]))
      .instantiateInitialViewController() as! NavigationController
    let window = visibleWindow(root: navigation)
    try navigation.topViewController?.tapSegue(withID: "tap-b")
    XCTAssertEqual(navigation.topViewController?.title, "B")
    assertThrows(
      StoryboardError.noSegueWithID(receiver: "<ViewController: B>", id: "nope"),
      message: "Receiver (<ViewController: B>) has no segue with ID 'nope'."
    ) { try navigation.topViewController?.tapSegue(withID: "nope") }
    assertConsistent(window)
  }

  func testSEG2_performSegueDoesNotAskShouldPerform() throws {
    let (window, navigation, list) = try launchFixture()
    list.allowsSegues = false
    let log = events { list.performSegue(withIdentifier: "showDetail", sender: "code") }
    XCTAssertFalse(log.contains { $0.contains("shouldPerformSegue") })
    XCTAssertTrue(navigation.topViewController is DetailViewController)
    XCTAssertEqual(list.prepared.first?.sender, "code")
    assertConsistent(window)
  }

  func testERR8_unknownSegueIdentifier() throws {
    let (_, _, list) = try launchFixture()
    assertThrows(
      StoryboardError.noSegue(receiver: "<ListViewController: List>", identifier: "nope"),
      message: "Receiver (<ListViewController: List>) has no segue with identifier 'nope'"
    ) { list.performSegue(withIdentifier: "nope", sender: nil) }
    assertThrows(
      StoryboardError.noSegue(receiver: "<ViewController: Code>", identifier: "any"),
      message: "Receiver (<ViewController: Code>) has no segue with identifier 'any'"
    ) { controller("Code").performSegue(withIdentifier: "any", sender: nil) }
  }

  func testSEG4_showOutsideANavigationControllerPresents() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController("a", title: "A", isInitial: true)
    builder.viewController("b", title: "B")
    builder.segue(.show, from: "a", to: "b", identifier: "next")
    let a = try XCTUnwrap(
      Storyboard(name: "App", bundle: StoryboardBundle(storyboards: [builder.definition]))
        .instantiateInitialViewController())
    let window = visibleWindow(root: a)
    a.performSegue(withIdentifier: "next", sender: nil)
    XCTAssertEqual(a.presentedViewController?.title, "B")
    assertConsistent(window)
  }

  func testSEG5_showDetailReplacesTheSecondaryOfASplit() throws {
    var builder = StoryboardBuilder("App")
    builder.splitViewController("split", primary: "master", secondary: "empty", isInitial: true)
    builder.viewController("master", title: "Master")
    builder.viewController("empty", title: "Empty")
    builder.viewController("detail", title: "Detail")
    builder.segue(.showDetail, from: "master", to: "detail", identifier: "detail")
    let split =
      Storyboard(name: "App", bundle: StoryboardBundle(storyboards: [builder.definition]))
      .instantiateInitialViewController() as! SplitViewController
    let window = visibleWindow(root: split, sizeClass: .regular)
    split.viewControllers[0].performSegue(withIdentifier: "detail", sender: nil)
    XCTAssertEqual(split.viewControllers.compactMap(\.title), ["Master", "Detail"])
    assertConsistent(window)
  }

  func testSEG6_presentationAppliesTheSegueStylesBeforePrepare() throws {
    final class Source: ViewController {
      var styleInPrepare: ModalPresentationStyle?
      override func prepare(for segue: StoryboardSegue, sender: Any?) {
        styleInPrepare = segue.destination.modalPresentationStyle
      }
    }
    var builder = StoryboardBuilder("App")
    builder.viewController("source", customClass: "Source", title: "Source", isInitial: true)
    builder.viewController("sheet", title: "Sheet")
    builder.segue(
      .presentation, from: "source", to: "sheet", identifier: "present",
      presentationStyle: .fullScreen, transitionStyle: .crossDissolve)
    let bundle = StoryboardBundle(storyboards: [builder.definition], isStrict: true)
    bundle.register(Source.self)
    let source =
      Storyboard(name: "App", bundle: bundle).instantiateInitialViewController() as! Source
    let window = visibleWindow(root: source)
    source.performSegue(withIdentifier: "present", sender: nil)
    XCTAssertEqual(source.styleInPrepare, .fullScreen)
    let sheet = try XCTUnwrap(source.presentedViewController)
    XCTAssertEqual(sheet.modalTransitionStyle, .crossDissolve)
    XCTAssertEqual(sheet.presentationStyle, .fullScreen)
    XCTAssertNil(source.viewIfLoaded?.window, "full screen covers the presenter")
    assertConsistent(window)
  }

  func testSEG6_defaultStyleLeavesTheDestinationsOwn() throws {
    let (window, navigation, list) = try launchFixture()
    list.performSegue(withIdentifier: "presentDefault", sender: nil)
    XCTAssertEqual(navigation.presentedViewController?.presentationStyle, .pageSheet)
    XCTAssertEqual(navigation.presentedViewController?.modalTransitionStyle, .coverVertical)
    assertConsistent(window)
  }

  func testSEG7_popoverPresentationAdaptsToTheSizeClass() throws {
    let compact = try launchFixture()
    compact.list.performSegue(withIdentifier: "popover", sender: nil)
    XCTAssertEqual(compact.navigation.presentedViewController?.presentationStyle, .formSheet)
    let regular = try launchFixture(sizeClass: .regular)
    regular.list.performSegue(withIdentifier: "popover", sender: nil)
    XCTAssertEqual(regular.navigation.presentedViewController?.presentationStyle, .popover)
    assertConsistent(compact.window)
    assertConsistent(regular.window)
  }

  func testSEG8_embedRunsWhileTheParentLoadsBeforeViewDidLoad() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController("parent", title: "Parent", isInitial: true)
    builder.viewController("child", title: "Child")
    builder.segue(
      .embed, from: "parent", to: "child", identifier: "embedChild", trigger: "containerView")
    let parent = try XCTUnwrap(
      Storyboard(name: "App", bundle: StoryboardBundle(storyboards: [builder.definition]))
        .instantiateInitialViewController())
    let recorder = EventRecorder()
    let window = Window()
    recorder.record {
      window.rootViewController = parent
      window.makeKeyAndVisible()
    }
    XCTAssertEqual(
      recorder.descriptions,
      [
        "Parent.loadView", "Child.init(coder:)", "Child.awakeFromNib",
        "Parent.segue(embedChild, to: Child)",
        "Parent.prepare(for: embedChild)", "Parent.perform(embedChild)",
        "Child.willMove(toParent: Parent)",
        "Child.loadView", "Child.viewDidLoad", "Child.didMove(toParent: Parent)",
        "Parent.viewDidLoad",
        "Parent.window.makeKeyAndVisible", "Parent.viewWillAppear", "Child.viewWillAppear",
        "Parent.viewDidAppear", "Child.viewDidAppear",
      ])
    XCTAssertEqual(parent.children.compactMap(\.title), ["Child"])
    assertThrows(
      StoryboardError.segueNotPerformable(identifier: "embedChild", kind: "embed"),
      message: "The embed segue 'embedChild' cannot be performed from code"
    ) { parent.performSegue(withIdentifier: "embedChild", sender: nil) }
    assertConsistent(window)
  }

  func testSEG8_failingEmbedIsAWarningAndTheParentStillLoads() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController("parent", title: "Parent", isInitial: true)
    builder.reference("missing", storyboardName: "Gone")
    builder.segue(.embed, from: "parent", to: "missing", identifier: "embedGone")
    let parent = try XCTUnwrap(
      Storyboard(name: "App", bundle: StoryboardBundle(storyboards: [builder.definition]))
        .instantiateInitialViewController())
    let log = events { parent.loadViewIfNeeded() }
    XCTAssertEqual(
      log,
      [
        "Parent.loadView",
        "warning: The embed segue 'embedGone' failed: Could not find a storyboard named 'Gone' in bundle "
          + "StoryboardBundle <main> (loaded). Add a storyboard with that name to the bundle, or fix the name.",
        "Parent.viewDidLoad",
      ])
    XCTAssertEqual(parent.children, [])
  }

  func testSEG9_customSegueClassFromTheRegistry() throws {
    let (window, _, list) = try launchFixture()
    FadeSegue.performed = []
    list.performSegue(withIdentifier: "fade", sender: nil)
    XCTAssertEqual(FadeSegue.performed, ["List -> Plain"])
    XCTAssertNil(list.presentedViewController, "a custom segue does only what its perform() does")
    assertConsistent(window)
  }

  func testSEG9_performHandlerRunsFromTheDefaultPerform() throws {
    var ran = false
    let segue = StoryboardSegue(
      identifier: "x", source: controller("A"), destination: controller("B")
    ) {
      ran = true
    }
    segue.perform()
    XCTAssertTrue(ran)
  }

  func testERR10_unregisteredCustomSegueClassInAStrictBundle() throws {
    let (_, _, list) = try launchFixture(bundle: makeFixtureBundle(isStrict: true))
    assertThrows(
      StoryboardError.unknownSegueClass("NoSuchSegue"),
      message:
        "Could not create a segue of class 'NoSuchSegue'. Register it with StoryboardBundle.register(segue:)."
    ) { list.performSegue(withIdentifier: "missingClass", sender: nil) }
  }

  func testERR10_unregisteredCustomSegueClassInALenientBundleIsAWarning() throws {
    let (window, _, list) = try launchFixture()
    let recorder = EventRecorder()
    recorder.record { list.performSegue(withIdentifier: "missingClass", sender: nil) }
    XCTAssertTrue(
      recorder.events.contains { $0.kind == .warning(.unknownSegueClass("NoSuchSegue")) })
    XCTAssertTrue(
      recorder.descriptions.contains(
        "warning: Could not create a segue of class 'NoSuchSegue'; a plain segue stands in."))
    XCTAssertTrue(recorder.descriptions.contains("List.perform(missingClass)"))
    XCTAssertNil(list.presentedViewController, "a custom segue's stand-in does nothing")
    assertConsistent(window)
  }

  func testSEG10_deprecatedPushAndModal() throws {
    let (window, navigation, list) = try launchFixture()
    list.performSegue(withIdentifier: "push", sender: nil)
    XCTAssertEqual(navigation.topViewController?.title, "Plain")
    navigation.popViewController(animated: false)
    list.performSegue(withIdentifier: "modal", sender: nil)
    XCTAssertEqual(navigation.presentedViewController?.title, "Plain")
    assertConsistent(window)
  }

  func testERR9_pushSegueOutsideANavigationController() throws {
    let storyboard = Storyboard(name: "Main", bundle: makeFixtureBundle())
    let list = storyboard.instantiateViewController(withIdentifier: "List")
    _ = visibleWindow(root: list)
    assertThrows(
      StoryboardError.pushSegueOutsideNavigationController,
      message:
        "Push segues can only be used when the source controller is managed by an instance of UINavigationController."
    ) { list.performSegue(withIdentifier: "push", sender: nil) }
  }

  func testSB6_segueActionCreatesTheDestination() throws {
    let (window, navigation, list) = try launchFixture()
    list.makeDetail = { coder, sender, identifier in
      DetailViewController(coder: coder, injected: "\(identifier ?? "nil") from \(sender ?? "nil")")
    }
    list.performSegue(withIdentifier: "made", sender: "code")
    XCTAssertEqual(
      (navigation.topViewController as? DetailViewController)?.injected, "made from code")
    assertConsistent(window)
  }

  func testSB6_segueActionReturningNilFallsBackWithAWarning() throws {
    let (window, navigation, list) = try launchFixture()
    list.makeDetail = { _, _, _ in nil }
    let log = events { list.performSegue(withIdentifier: "made", sender: nil) }
    XCTAssertTrue(
      log.contains(
        "warning: -[ListViewController makeDetail:] returned nil, falling back to -[DetailViewController initWithCoder:]"
      ))
    XCTAssertTrue(navigation.topViewController is DetailViewController)
    assertConsistent(window)
  }

  func testSB6_missingSegueActionFallsBackWithAWarning() throws {
    let (window, navigation, list) = try launchFixture()
    let log = events { list.performSegue(withIdentifier: "made", sender: nil) }
    XCTAssertEqual(log[0], "warning: Unable to find method -[ListViewController makeDetail:]")
    XCTAssertTrue(navigation.topViewController is DetailViewController)
    assertConsistent(window)
  }

  func testSB6_segueActionThatSkipsInitCoder() throws {
    let (_, _, list) = try launchFixture()
    list.makeDetail = { _, _, _ in ViewController() }
    assertThrows(
      StoryboardError.creatorSkippedSuperInit(segueAction: "-[ListViewController makeDetail:]"),
      message:
        "Custom instantiated view controller must call -[super initWithCoder:] when created from -[ListViewController makeDetail:]"
    ) { list.performSegue(withIdentifier: "made", sender: nil) }
  }

  func testDanglingSegueDestinationIsATypedError() throws {
    let (_, _, list) = try launchFixture()
    assertThrows(
      StoryboardError.missingDestination(
        segue: "dangling", destination: "nowhere", storyboard: "Main"),
      message: "The segue 'dangling' in 'Main' leads to 'nowhere', which is not in the storyboard."
    ) { list.performSegue(withIdentifier: "dangling", sender: nil) }
  }
}
