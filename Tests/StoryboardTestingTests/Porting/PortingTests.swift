import Foundation
import StoryboardLoader
import StoryboardTesting
import Storyboards
import XCTest

/// Runs the worked example of the article "Running your UIKit code": a ported table view
/// controller with a cell sender, a segue action, an unwind action, and `prepare` by identifier
/// and by type, on the storyboard Interface Builder wrote for it.
final class PortingTests: XCTestCase {
  private var window: Window!
  private var recipes: RecipesViewController!

  override func setUpWithError() throws {
    let bundle = StoryboardBundle(
      storyboards: [
        try StoryboardLoader.loadStoryboard(data: Data(recipesStoryboard.utf8), name: "Main")
      ], isStrict: true)
    for type in [
      RecipesViewController.self, RecipeViewController.self, EditorViewController.self,
      SettingsViewController.self,
    ] as [ViewController.Type] {
      bundle.register(type)
    }
    // The nib's cell class, found by name as the storyboard's are.
    ObjectiveCClasses.register(RecipeCell.self, as: "StoryboardTestingTests.RecipeCell")
    StoryboardBundle.main = bundle
    // ported: `UIStoryboard(name: "Main", bundle: nil)` is `Storyboard(name: "Main")`, which
    // reads StoryboardBundle.main.
    let root = try XCTUnwrap(Storyboard(name: "Main").instantiateInitialViewController())
    window = makeVisibleWindow(root: root)
    recipes = try XCTUnwrap(
      (root as? NavigationController)?.topViewController as? RecipesViewController)
    assertValid(bundle)
    XCTAssertEqual(bundle.lint(), [])
  }

  override func tearDown() {
    StoryboardBundle.main = nil
  }

  func testTappingACellShowsItsRecipe() throws {
    // The user taps the second row: the cell's segue, with the row as the sender.
    try assertNoRuntimeWarnings { try recipes.tapSegue(withID: "seg-cell", sender: 1) }
    let detail = try XCTUnwrap(window.visibleViewController as? RecipeViewController)
    XCTAssertEqual(detail.recipe, Recipe(name: "Ramen"))
  }

  func testAddMakesTheEditorThroughTheSegueActionAndSaveUnwindsWithTheNewRecipe() throws {
    assertNoRuntimeWarnings {
      recipes.performSegue(withIdentifier: "addRecipe", sender: nil)
    }
    let editor = try XCTUnwrap(window.visibleViewController as? EditorViewController)
    editor.recipe.name = "Soup"
    let events = try recordEvents {
      try assertNoRuntimeWarnings { try editor.tapSegue(withID: "seg-save") }
    }
    XCTAssertEqual(recipes.recipes.map(\.name), ["Pancakes", "Ramen", "Tarte", "Soup"])
    XCTAssertNil(recipes.presentedViewController)
    assertEventSubsequence(
      events,
      [
        "EditorViewController.prepare(for: save)",
        // A controller with a title is named by it in events.
        "Recipes.saveRecipe:(from: EditorViewController)",
      ])
  }

  func testTheListHasItsLocalizedTitleAndItsNibBasedCells() throws {
    XCTAssertEqual(recipes.title, "Recipes")
    let cell = try XCTUnwrap(
      recipes.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecipeCell)
    XCTAssertEqual(cell.nameLabel.text, "Ramen", "the nib's outlet is connected")
    XCTAssertTrue(cell.nameLabel.isDescendant(of: cell.contentView))
  }

  func testInFrenchTheTitleIsFrench() throws {
    Localization.preferredLanguages = ["fr"]
    defer { Localization.preferredLanguages = [] }
    let list = try XCTUnwrap(
      (Storyboard(name: "Main").instantiateInitialViewController() as? NavigationController)?
        .topViewController as? RecipesViewController)
    list.loadViewIfNeeded()
    XCTAssertEqual(list.title, "Recettes")
  }

  func testSettingsArePreparedByTheTypeOfTheDestination() throws {
    recipes.units = "imperial"
    recipes.performSegue(withIdentifier: "showSettings", sender: nil)
    let settings = try XCTUnwrap(window.visibleViewController as? SettingsViewController)
    XCTAssertEqual(settings.units, "imperial")
  }

  /// What a port that forgets the action methods looks like: lint says it before a test does.
  func testForgettingTheActionMethodsIsALintFindingAndARuntimeWarning() throws {
    final class UnportedRecipesViewController: TableViewController {}
    let bundle = StoryboardBundle(
      storyboards: [
        try StoryboardLoader.loadStoryboard(data: Data(recipesStoryboard.utf8), name: "Main")
      ])
    bundle.register(UnportedRecipesViewController.self, as: "RecipesViewController")
    bundle.register(EditorViewController.self)
    let findings = bundle.lint().filter { $0.rule == .unhandledAction }
    XCTAssertEqual(
      findings.map(\.description),
      [
        "Main.storyboard:25:29: warning: UnportedRecipesViewController does not handle the "
          + "segue action 'makeEditor:sender:segueIdentifier:' of the segue 'addRecipe': the "
          + "destination would be made by init(coder:); return it from segueAction(named:) in "
          + "UnportedRecipesViewController (an @IBSegueAction is not called without the "
          + "Objective-C runtime) [unhandled-action]",
        "Main.storyboard:44:29: warning: no registered class handles the unwind action "
          + "'saveRecipe:': the unwind would go nowhere; return a handler for 'saveRecipe:' "
          + "from unwindAction(named:) in the destination's class (an @IBAction is not called "
          + "without the Objective-C runtime) [unhandled-action]",
      ])
    XCTAssertEqual(bundle.validate().problems.count, 2)
  }

  func testSettableContainerPropertiesMatchUIKit() throws {
    let navigation = try XCTUnwrap(recipes.navigationController)
    let other = RecipeViewController()
    // ported: `navigationController.viewControllers = [...]` stays a property.
    navigation.viewControllers = [recipes, other]
    XCTAssertIdentical(navigation.topViewController, other)
    // Where UIKit raises (a controller twice, ERR-14), the change is not made and the error is
    // raised.
    let error = assertRaises("All view controllers in a navigation controller must be distinct") {
      navigation.viewControllers = [other, other]
    }
    XCTAssertEqual(
      error as? NavigationError,
      .duplicateViewControllers([other.diagnosticName, other.diagnosticName]))
    XCTAssertIdentical(navigation.topViewController, other)
    XCTAssertEqual(navigation.viewControllers.count, 2)
  }
}
