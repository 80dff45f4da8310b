import Foundation
import StoryboardLoader
import Storyboards

/// A recipe.
public struct Recipe: Equatable, Sendable {
  /// Its name.
  public var name: String

  /// A recipe named `name`.
  public init(name: String) { self.name = name }
}

/// The list of recipes: a cell shows one, Settings is presented from another storyboard.
public final class RecipeListViewController: TableViewController {
  /// What the list shows.
  public var recipes = [Recipe(name: "Pancakes"), Recipe(name: "Ramen")]

  /// Shows the recipe at `row`, as a tap on its cell does.
  public func showRecipe(at row: Int) throws {
    try performSegue(.showRecipe, sender: row)  // the generated, typed segue
  }

  public override func prepare(for segue: StoryboardSegue, sender: Any?) {
    if segue.identifier == RecipeScenes.Main.RecipeListSegue.showRecipe.rawValue,
      let row = sender as? Int, let detail = segue.destination as? RecipeDetailViewController
    {
      detail.recipe = recipes[row]
    }
  }
}

/// One recipe.
public final class RecipeDetailViewController: ViewController {
  /// The recipe shown.
  public var recipe: Recipe?
}

/// The app's settings, in their own storyboard.
public final class SettingsViewController: ViewController {}

/// The app's storyboards, read from the target's resources, with its classes registered.
public enum RecipesApp {
  /// A bundle of the app's storyboards.
  public static func makeBundle() throws -> StoryboardBundle {
    guard let folder = Bundle.module.url(forResource: "Storyboards", withExtension: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let bundle = try StoryboardBundle(contentsOfFolder: folder.path, isStrict: true)
    bundle.register(RecipeListViewController.self)
    bundle.register(RecipeDetailViewController.self)
    bundle.register(SettingsViewController.self)
    return bundle
  }
}
