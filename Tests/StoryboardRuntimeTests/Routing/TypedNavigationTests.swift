import Storyboards
import TestSupport
import XCTest

// MARK: - Seed 004: Storyboard Tricks, ported

final class DetailsViewController: ViewController {
  weak var delegate: ItemsViewController?
  var model: String?
}

final class AnotherViewController: ViewController {
  weak var delegate: ItemsViewController?
}

final class ItemsViewController: ViewController, SegueHandlerType {
  enum SegueIdentifier: String {
    case openAnother = "OpenAnotherViewController"
    case openWrapped = "OpenWrapped"
  }

  func presentDetails(for item: String) throws {
    let viewController = try DetailsViewController.makeWithStoryboard()
    viewController.delegate = self
    viewController.model = item
    present(viewController, animated: true, completion: nil)
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    switch segue.destination(as: AnotherViewController.self) {
    case let destination?:
      destination.delegate = self
    default:
      segue.failAsUnexpected()
    }
  }
}

final class SettingsSceneViewController: ViewController, StoryboardSceneBased {
  static let sceneStoryboardName = "Items"
}

final class TypedNavigationTests: XCTestCase {
  private func makeBundle(
    detailsInitial: Bool = true, detailsClass: String = "DetailsViewController"
  ) -> StoryboardBundle {
    var items = StoryboardBuilder("Items")
    items.viewController(
      "items", customClass: "ItemsViewController", title: "Items", isInitial: true)
    items.viewController("another", customClass: "AnotherViewController", title: "Another")
    items.navigationController("wrap", root: "another2")
    items.viewController("another2", customClass: "AnotherViewController", title: "Wrapped Another")
    items.viewController("plain", title: "Plain")
    items.viewController(
      "settings", storyboardIdentifier: "SettingsSceneViewController",
      customClass: "SettingsSceneViewController")
    items.viewController("wrong", storyboardIdentifier: "Wrong")
    items.segue(.show, from: "items", to: "another", identifier: "OpenAnotherViewController")
    items.segue(.presentation, from: "items", to: "wrap", identifier: "OpenWrapped")
    items.segue(.show, from: "items", to: "plain", identifier: "OpenPlain")
    var details = StoryboardBuilder("DetailsViewController")
    details.viewController(
      "details", customClass: detailsClass, title: "Details", isInitial: detailsInitial)
    let bundle = StoryboardBundle(storyboards: [items.definition, details.definition])
    for type in [
      ItemsViewController.self, DetailsViewController.self, AnotherViewController.self,
      SettingsSceneViewController.self,
    ] as [ViewController.Type] {
      bundle.register(type)
    }
    return bundle
  }

  override func tearDown() { StoryboardBundle.main = nil }

  private func launchItems(_ bundle: StoryboardBundle) throws -> (Window, ItemsViewController) {
    StoryboardBundle.main = bundle
    let items = try ItemsViewController.makeWithStoryboard("Items")
    return (visibleWindow(root: items), items)
  }

  func testSeed004_presentDetailsWithMakeWithStoryboard() throws {
    let (window, items) = try launchItems(makeBundle())
    try items.presentDetails(for: "item-7")
    let details = try XCTUnwrap(items.presentedViewController as? DetailsViewController)
    XCTAssertEqual(details.model, "item-7")
    XCTAssertIdentical(details.delegate, items)
    assertConsistent(window)
  }

  func testSeed004_prepareSwitchingOnTheDestinationType() throws {
    let (window, items) = try launchItems(makeBundle())
    items.performSegue(withIdentifier: .openAnother, sender: nil)
    XCTAssertIdentical((items.presentedViewController as? AnotherViewController)?.delegate, items)
    items.dismiss(animated: false)
    items.performSegue(withIdentifier: .openWrapped, sender: nil)
    let wrapped =
      (items.presentedViewController as? NavigationController)?.topViewController
      as? AnotherViewController
    XCTAssertIdentical(
      wrapped?.delegate, items, "destination(as:) looks inside the navigation controller")
    items.dismiss(animated: false)
    assertThrows(
      RoutingError.unexpectedSegue(
        source: "<ItemsViewController: Items>", destination: "<ViewController: Plain>"),
      message: "Unexpected segue: `<ItemsViewController: Items>` -> `<ViewController: Plain>`"
    ) { items.performSegue(withIdentifier: "OpenPlain", sender: nil) }
    XCTAssertNil(items.presentedViewController, "a failed prepare stops the segue")
    assertConsistent(window)
  }

  /// Seed 004's three `fatalError`s, each the one error of its failure: a missing storyboard
  /// and a missing entry point are the storyboard errors UIKit raises for them (ERR-1, ERR-7);
  /// the wrong class is the seed's own check.
  func testMakeWithStoryboardFailuresAreTheOneErrorOfEachFailure() throws {
    StoryboardBundle.main = makeBundle()
    assertThrows(
      StoryboardError.storyboardNotFound(
        name: "AnotherViewController", bundle: "StoryboardBundle <main> (loaded)"),
      message: "Could not find a storyboard named 'AnotherViewController' in bundle"
    ) { _ = try AnotherViewController.makeWithStoryboard() }
    StoryboardBundle.main = makeBundle(detailsInitial: false)
    assertThrows(
      StoryboardError.noInitialViewController(storyboard: "DetailsViewController"),
      message: "Failed to instantiate the default view controller for 'DetailsViewController'"
    ) { _ = try DetailsViewController.makeWithStoryboard() }
    StoryboardBundle.main = makeBundle(detailsClass: "AnotherViewController")
    assertThrows(
      RoutingError.wrongInitialViewController(
        name: "DetailsViewController", bundle: "StoryboardBundle <main> (loaded)",
        expected: "DetailsViewController",
        found: "AnotherViewController"),
      message:
        "Wrong initial view controller found in storyboard `DetailsViewController`, bundle `StoryboardBundle <main> (loaded)`: expected `DetailsViewController`, found `AnotherViewController`."
    ) { _ = try DetailsViewController.makeWithStoryboard() }
  }

  func testSceneBasedInstantiationByClassName() throws {
    StoryboardBundle.main = makeBundle()
    XCTAssertEqual(SettingsSceneViewController.sceneIdentifier, "SettingsSceneViewController")
    XCTAssertTrue(try SettingsSceneViewController.instantiate().storyboard?.name == "Items")
  }

  func testSegueHandlerTypeRejectsUnknownIdentifiers() throws {
    let items = ItemsViewController()
    let segue = StoryboardSegue(identifier: "Nope", source: items, destination: controller("X"))
    XCTAssertThrowsError(try items.segueIdentifier(for: segue)) { error in
      XCTAssertEqual(
        error as? RoutingError,
        .unknownSegueIdentifier(
          "Nope", type: "StoryboardRuntimeTests.ItemsViewController.SegueIdentifier"))
      XCTAssertTrue(
        "\(error)".hasPrefix(
          "Invalid segue identifier 'Nope': StoryboardRuntimeTests.ItemsViewController.SegueIdentifier has no case for it."
        ))
    }
    let known = StoryboardSegue(
      identifier: "OpenWrapped", source: items, destination: controller("X"))
    XCTAssertEqual(try items.segueIdentifier(for: known), .openWrapped)
  }
}
