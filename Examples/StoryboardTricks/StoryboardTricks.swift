// Seed 004, "Storyboard Tricks": `makeWithStoryboard()` by class-name convention and a
// `prepare(for:)` that switches over destination types, ported — with typed errors where the
// seed calls `fatalError`.
import Foundation
import StoryboardLoader
import Storyboards

final class DetailsViewController: ViewController {
  weak var delegate: ItemsViewController?
  var model: String?
}

final class AnotherViewController: ViewController {
  weak var delegate: ItemsViewController?
}

final class ItemsViewController: TableViewController {
  func presentDetails(for item: String) throws {
    let viewController = try DetailsViewController.makeWithStoryboard()
    viewController.delegate = self
    viewController.model = item
    present(viewController, animated: true, completion: nil)
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    switch segue.destination {
    case let destination as AnotherViewController:
      destination.delegate = self
    default:
      segue.failAsUnexpected()
    }
  }
}

@main
enum StoryboardTricksExample {
  static func main() throws {
    guard let folder = Bundle.module.path(forResource: "Storyboards", ofType: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let bundle = try StoryboardBundle(contentsOfFolder: folder, isStrict: true)
    bundle.register(ItemsViewController.self)
    bundle.register(DetailsViewController.self)
    bundle.register(AnotherViewController.self)
    StoryboardBundle.main = bundle

    let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Items")
    let items = simulator.window.visibleViewController as! ItemsViewController

    try items.presentDetails(for: "item #42")
    let details = items.presentedViewController as! DetailsViewController
    print(
      "presentDetails(for:) → \(details.className) with model \(details.model ?? "nil"), delegate set: \(details.delegate === items)"
    )
    details.dismiss(animated: true)

    try simulator.run(.perform("OpenAnotherViewController"))
    let another = simulator.window.visibleViewController as! AnotherViewController
    print("prepare(for:) → \(another.className), delegate set: \(another.delegate === items)")
    try simulator.run(.pop)

    do {
      try simulator.run(.perform("OpenUnexpected"))
    } catch {
      print("the default: branch → \(error)")
    }
    do {
      _ = try AnotherViewController.makeWithStoryboard()
    } catch {
      print("makeWithStoryboard() for a class without a storyboard → \(error)")
    }
    print("\nHierarchy:\n\(simulator.window.hierarchyDescription)")
    try simulator.window.checkInvariants()
  }
}
