import Storyboards
import TestSupport
import XCTest

final class ReferenceTests: XCTestCase {
  func testSB9_showThroughAReferenceToAnotherStoryboardsInitialController() throws {
    let (window, navigation, list) = try launchFixture()
    list.performSegue(withIdentifier: "showProfile", sender: nil)
    let profile = try XCTUnwrap(navigation.topViewController)
    XCTAssertEqual(profile.title, "Profile")
    XCTAssertEqual(
      profile.storyboard?.name, "Profile", "the controller belongs to the target storyboard")
    assertConsistent(window)
  }

  func testSB9_referenceWithAnIdentifier() throws {
    let (window, navigation, list) = try launchFixture()
    list.performSegue(withIdentifier: "showSettings", sender: nil)
    XCTAssertEqual(navigation.topViewController?.title, "Settings")
    assertConsistent(window)
  }

  func testSB9_referenceWithoutStoryboardNameStaysInTheSameStoryboard() throws {
    var builder = StoryboardBuilder("App")
    builder.navigationController("nav", root: "ref", isInitial: true)
    builder.reference("ref", storyboardName: nil, referencedIdentifier: "Home")
    builder.viewController("home", storyboardIdentifier: "Home", title: "Home")
    let navigation =
      Storyboard(name: "App", bundle: StoryboardBundle(storyboards: [builder.definition]))
      .instantiateInitialViewController() as! NavigationController
    XCTAssertEqual(
      navigation.topViewController?.title, "Home",
      "a relationship to a reference resolves with the container")
  }

  func testSB9_referenceIntoAnotherBundle() throws {
    var builder = StoryboardBuilder("App")
    builder.navigationController("nav", root: "ref", isInitial: true)
    builder.reference("ref", storyboardName: "Kit", bundleIdentifier: "com.example.kit")
    var kit = StoryboardBuilder("Kit")
    kit.viewController("entry", title: "Kit Entry", isInitial: true)
    let app = StoryboardBundle(storyboards: [builder.definition])
    let storyboard = Storyboard(name: "App", bundle: app)
    assertThrows(
      StoryboardError.storyboardNotFound(
        name: "Kit", bundle: "StoryboardBundle <com.example.kit> (not loaded)"),
      message:
        "Could not find a storyboard named 'Kit' in bundle StoryboardBundle <com.example.kit> (not loaded)"
    ) { _ = storyboard.instantiateInitialViewController() }
    app.link(StoryboardBundle(identifier: "com.example.kit", storyboards: [kit.definition]))
    let navigation = storyboard.instantiateInitialViewController() as! NavigationController
    XCTAssertEqual(navigation.topViewController?.title, "Kit Entry")
    XCTAssertEqual(navigation.topViewController?.storyboard?.bundle.identifier, "com.example.kit")
  }

  func testSB9_missingStoryboardFailsOnlyWhenTheReferenceIsUsed() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController("a", title: "A", isInitial: true)
    builder.reference("ref", storyboardName: "Gone")
    builder.segue(.show, from: "a", to: "ref", identifier: "gone")
    let storyboard = Storyboard(
      name: "App", bundle: StoryboardBundle(storyboards: [builder.definition]))
    let a = try XCTUnwrap(
      storyboard.instantiateInitialViewController(), "SB-2: loading does not resolve")
    assertThrows(
      StoryboardError.storyboardNotFound(name: "Gone", bundle: "StoryboardBundle <main> (loaded)"),
      message: "Could not find a storyboard named 'Gone'"
    ) { a.performSegue(withIdentifier: "gone", sender: nil) }
  }

  func testSB9_missingIdentifierInTheTarget() throws {
    var builder = StoryboardBuilder("App")
    builder.reference("ref", storyboardName: "Other", referencedIdentifier: "Nope")
    let bundle = StoryboardBundle(storyboards: [
      builder.definition, StoryboardBuilder("Other").definition,
    ])
    let placeholder = try XCTUnwrap(builder.definition.controller(withID: "ref"))
    assertThrows(
      StoryboardError.identifierNotFound(storyboard: "<Storyboard: Other>", identifier: "Nope"),
      message:
        "Storyboard (<Storyboard: Other>) doesn't contain a view controller with identifier 'Nope'"
    ) { _ = try bundle.resolveReference(placeholder, in: builder.definition) }
  }

  func testSB9_targetWithoutEntryPoint() throws {
    var builder = StoryboardBuilder("App")
    builder.reference("ref", storyboardName: "Other")
    let bundle = StoryboardBundle(storyboards: [
      builder.definition, StoryboardBuilder("Other").definition,
    ])
    assertThrows(
      StoryboardError.noInitialViewController(storyboard: "Other"),
      message:
        "default view controller for 'Other' - perhaps the designated entry point is not set?"
    ) {
      _ = try bundle.resolveReference(
        builder.definition.controller(withID: "ref")!, in: builder.definition)
    }
  }

  func testERR23_placeholderWithoutReferenceInfo() throws {
    let placeholder = ControllerDefinition(id: "lost", element: "viewControllerPlaceholder")
    let storyboard = StoryboardDefinition(
      name: "App", scenes: [SceneDefinition(sceneID: "s", controller: placeholder)])
    assertThrows(
      StoryboardError.missingReferenceInfo(placeholder: "lost"),
      message: "Could not find reference info for placeholder with identifier 'lost'"
    ) {
      _ = try StoryboardBundle(storyboards: [storyboard]).resolveReference(
        placeholder, in: storyboard)
    }
  }

  func testReferenceCycleNamesTheWholeCycle() throws {
    var first = StoryboardBuilder("First")
    first.reference("toSecond", storyboardName: "Second", isInitial: true)
    var second = StoryboardBuilder("Second")
    second.reference("toFirst", storyboardName: "First", isInitial: true)
    let bundle = StoryboardBundle(storyboards: [first.definition, second.definition])
    let cycle = ["First#toSecond", "Second#toFirst", "First#toSecond"]
    assertThrows(
      StoryboardError.referenceCycle(cycle),
      message:
        "Storyboard references form a cycle: First#toSecond -> Second#toFirst -> First#toSecond."
    ) { _ = Storyboard(name: "First", bundle: bundle).instantiateInitialViewController() }
  }

  func testChainsOfReferencesResolve() throws {
    var first = StoryboardBuilder("First")
    first.reference("toSecond", storyboardName: "Second", isInitial: true)
    var second = StoryboardBuilder("Second")
    second.reference("toThird", storyboardName: "Third", isInitial: true)
    var third = StoryboardBuilder("Third")
    third.viewController("end", title: "End", isInitial: true)
    let bundle = StoryboardBundle(storyboards: [
      first.definition, second.definition, third.definition,
    ])
    let target = try bundle.resolveReference(
      first.definition.controller(withID: "toSecond")!, in: first.definition)
    XCTAssertEqual(target.storyboardName, "Third")
    XCTAssertEqual(target.chain, ["First#toSecond", "Second#toThird"])
    XCTAssertEqual(
      Storyboard(name: "First", bundle: bundle).instantiateInitialViewController()?.title, "End"
    )
  }

  func testTheBundleInstantiatesAnIdentifierFromWhicheverStoryboardHoldsIt() throws {
    var first = StoryboardBuilder("First")
    first.viewController("a", storyboardIdentifier: "OnlyInFirst", title: "A")
    first.viewController("shared1", storyboardIdentifier: "Shared")
    var second = StoryboardBuilder("Second")
    second.viewController("b", storyboardIdentifier: "OnlyInSecond", title: "B")
    second.viewController("shared2", storyboardIdentifier: "Shared")
    let bundle = StoryboardBundle(storyboards: [first.definition, second.definition])
    let b = try bundle.instantiateViewController(withIdentifier: "OnlyInSecond")
    XCTAssertEqual(b.title, "B")
    XCTAssertEqual(b.storyboard?.name, "Second")
    assertThrows(
      StoryboardError.ambiguousIdentifier("Shared", storyboards: ["First", "Second"]),
      message:
        "The identifier 'Shared' is used in 2 storyboards (First, Second). Give each scene its own identifier."
    ) { _ = try bundle.instantiateViewController(withIdentifier: "Shared") }
    assertThrows(
      StoryboardError.identifierNotFound(
        storyboard: "StoryboardBundle <main> (loaded)", identifier: "Nowhere"),
      message: "doesn't contain a view controller with identifier 'Nowhere'"
    ) { _ = try bundle.instantiateViewController(withIdentifier: "Nowhere") }
  }

  func testSB9_5_aCreatorIsNotForwardedThroughAReference() throws {
    var main = StoryboardBuilder("Main")
    main.reference("ref", storyboardName: "Other", referencedIdentifier: "Target", isInitial: true)
    var other = StoryboardBuilder("Other")
    other.viewController("target", storyboardIdentifier: "Target", title: "Target")
    let bundle = StoryboardBundle(storyboards: [main.definition, other.definition])
    var called = false
    let controller: ViewController? = Storyboard(name: "Main", bundle: bundle)
      .instantiateInitialViewController { _ in
        called = true
        return nil
      }
    XCTAssertEqual(controller?.title, "Target")
    XCTAssertFalse(called, "UIKit does not forward the creator to the referenced storyboard")
  }
}
