import Foundation
import Storyboards

// The port of a UIKit recipe list, as the article "Running your UIKit code" shows it: each change
// that is not "delete the UI prefix, add try" is marked `// ported:`.

struct Recipe: Equatable {
  var name: String
  static let samples = [Recipe(name: "Pancakes"), Recipe(name: "Ramen"), Recipe(name: "Tarte")]
}

final class RecipesViewController: TableViewController {
  var recipes = Recipe.samples
  var units = "metric"

  override func viewDidLoad() {
    super.viewDidLoad()
    // ported: `NSLocalizedString("recipes.title", value: "Recipes", comment: "")`, which a
    // file compiled through UIKitSourcesPlugin keeps as it is, reads the same table.
    title = Localization.string(
      forKey: "recipes.title", value: "Recipes", table: nil, inBundleAt: Bundle.module.bundlePath)
    tableView.register(
      Nib(nibName: "RecipeCell", bundle: .module), forCellReuseIdentifier: "RecipeCell")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    recipes.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
    (cell as? RecipeCell)?.nameLabel.text = recipes[indexPath.row].name
    return cell
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    // By identifier: the cell's row comes with the sender. ported: UIKit passes the cell and
    // asks `tableView.indexPath(for:)`; there are no views, so the row is the sender.
    if segue.identifier == "showRecipe", let row = sender as? Int,
      let detail = segue.destination as? RecipeViewController
    {
      detail.recipe = recipes[row]
    }
    // By type.
    switch segue.destination {
    case let navigation as NavigationController:
      (navigation.topViewController as? SettingsViewController)?.units = units
    default:
      break
    }
  }

  // ported: `@IBSegueAction` is gone.
  func makeEditor(_ coder: NSCoder, sender: Any?, segueIdentifier: String?)
    -> EditorViewController?
  {
    EditorViewController(coder: coder, recipe: Recipe(name: ""))
  }

  // ported: `@IBAction` is gone (it made the method main-actor isolated).
  func saveRecipe(_ segue: StoryboardSegue) {
    guard let editor = segue.source as? EditorViewController else { return }
    recipes.append(editor.recipe)
  }

  // ported: without the Objective-C runtime, the storyboard's selectors reach the methods here.
  override func segueAction(named selector: String) -> SegueAction? {
    guard selector == "makeEditor:sender:segueIdentifier:" else { return nil }
    return { [unowned self] in makeEditor($0, sender: $1, segueIdentifier: $2) }
  }

  override func unwindAction(named action: String) -> UnwindAction? {
    guard action == "saveRecipe:" else { return super.unwindAction(named: action) }
    return { [unowned self] in saveRecipe($0) }
  }
}

/// The nib-based cell (`RecipeCell.xib`), its label connected by the nib's outlet.
final class RecipeCell: TableViewCell {
  var nameLabel: Label!

  // ported: `@IBOutlet var nameLabel: UILabel!`; without the Objective-C runtime the nib's
  // outlet reaches the property here (the build step writes this from `@IBOutlet`).
  override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    guard name == "nameLabel" else { return super.objectiveCMember(named: name) }
    return .property(
      get: { self.nameLabel }, set: { self.nameLabel = try ObjectiveCMember.cast($0, member: name) }
    )
  }

  override class var memberTableClass: AnyClass? { RecipeCell.self }
}

final class RecipeViewController: ViewController {
  var recipe: Recipe?
}

final class EditorViewController: ViewController {
  var recipe: Recipe

  init?(coder: NSCoder, recipe: Recipe) {
    self.recipe = recipe
    super.init(coder: coder)
  }

  // ported: UIKit's `required init?(coder:) { fatalError() }` would crash the test when the
  // segue action is missing; a default keeps it running and the lint finding says why.
  required init?(coder: NSCoder) {
    recipe = Recipe(name: "")
    super.init(coder: coder)
  }

  required init() {
    recipe = Recipe(name: "")
    super.init(nibName: nil, bundle: nil)
  }
}

final class SettingsViewController: ViewController {
  var units = ""
}
