import Recipes
import StoryboardTesting
import Storyboards
import XCTest

/// The app's navigation through the accessors the build-tool plugin generated.
final class RecipesTests: XCTestCase {
  func testTheGeneratedAccessorsInstantiateTypedControllers() throws {
    let bundle = try RecipesApp.makeBundle()
    let navigation: NavigationController = try RecipeScenes.Main.instantiateInitialViewController(
      bundle: bundle)
    let list: RecipeListViewController = try RecipeScenes.Main.instantiateRecipeList(
      bundle: bundle)
    let settings: SettingsViewController = try RecipeScenes.Settings.instantiateSettings(
      bundle: bundle)
    XCTAssertEqual(list.title, "Recipes")
    XCTAssertEqual(settings.title, "Settings")
    XCTAssertTrue(navigation.topViewController is RecipeListViewController)
    XCTAssertTrue(
      try RecipeScenes.instantiate(.recipeDetail, bundle: bundle) is RecipeDetailViewController)
  }

  func testTheTypedSeguesNavigate() throws {
    let bundle = try RecipesApp.makeBundle()
    let navigation = try RecipeScenes.Main.instantiateInitialViewController(bundle: bundle)
    let window = makeVisibleWindow(root: navigation)
    let list = try XCTUnwrap(navigation.topViewController as? RecipeListViewController)
    try assertNoRuntimeWarnings { try list.showRecipe(at: 1) }
    let detail = try XCTUnwrap(window.visibleViewController as? RecipeDetailViewController)
    XCTAssertEqual(detail.recipe, Recipe(name: "Ramen"))
    try list.performSegue(.showSettings, sender: nil)
    XCTAssertTrue(window.visibleViewController is SettingsViewController)
    XCTAssertEqual(
      RecipeScenes.Main.RecipeListSegue.allCases.map(\.rawValue), ["showRecipe", "showSettings"])
    XCTAssertTrue(
      RecipeScenes.Main.RecipeListSegue.showRecipe.destinationType
        == RecipeDetailViewController.self)
  }
}
