import Foundation
import StoryboardLoader
import StoryboardTesting
import Storyboards
import XCTest

/// Code written against the names CHANGELOG.md lists as deprecated still compiles and does
/// what the new names do (the migration promise: an app team's test package keeps building).
@available(*, deprecated)
final class EarlierNamesTests: XCTestCase {
  private final class RememberingController: ViewController {
    var sceneSeenByCoder: String?

    required init?(coder: NSCoder) {
      sceneSeenByCoder = (coder as? StoryboardCoder)?.scene.id
      super.init(coder: coder)
    }

    required init() { super.init(nibName: nil, bundle: nil) }
  }

  func testTheWindowsEarlierTextNameIsItsHierarchy() throws {
    var builder = StoryboardBuilder("Main")
    builder.navigationController("nav", root: "list", isInitial: true)
    builder.viewController("list", title: "List")
    let bundle = StoryboardBundle(storyboards: [builder.definition])
    let window = makeVisibleWindow(
      root: try XCTUnwrap(
        Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()))
    XCTAssertEqual(window.navigationSnapshot, window.hierarchyDescription)
    XCTAssertEqual(
      window.navigationSnapshot, "NavigationController (Main)\n  ViewController \"List\" (Main)")
    XCTAssertEqual(navigationSnapshotRecordVariable, RecordMode.environmentVariable)
  }

  func testTheCodersEarlierSceneNameIsItsSceneDefinition() throws {
    var builder = StoryboardBuilder("Main")
    builder.viewController(
      "first", storyboardIdentifier: "First", customClass: "Remembering", isInitial: true)
    let bundle = StoryboardBundle(storyboards: [builder.definition])
    bundle.register(RememberingController.self, as: "Remembering")
    let controller = try XCTUnwrap(
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
        as? RememberingController)
    XCTAssertEqual(controller.sceneSeenByCoder, "first")
  }

  /// The failures `RoutingError.storyboardNotFound` named are now `StoryboardError`'s (an
  /// exhaustive `switch` over `RoutingError` still compiles: ErrorCaseNames.swift holds one).
  func testRoutingErrorsEarlierCasesAreStoryboardErrorsNow() {
    StoryboardBundle.main = StoryboardBundle(storyboards: [])
    defer { StoryboardBundle.main = nil }
    XCTAssertThrowsError(try ViewController.makeWithStoryboard("Cart")) { error in
      XCTAssertEqual(
        error as? StoryboardError,
        .storyboardNotFound(name: "Cart", bundle: StoryboardBundle.main!.description))
    }
  }
}
