import Foundation
import XCTest

@testable import StoryboardRuntime
@testable import StoryboardViews

/// The navigation core knows the views above it only through the catalog StoryboardViews hands
/// it: their elements, their controllers, and that their classes are the runtime's own.
final class SceneElementCatalogTests: XCTestCase {
  private final class AppTableView: TableView {}

  func testTheLinkedCatalogIsTheViewsModules() throws {
    let catalog = try XCTUnwrap(SceneElementCatalogs.linked)
    XCTAssertTrue(catalog is ViewsCatalog)
    XCTAssertTrue(catalog.viewClasses["tableView"] == TableView.self)
    XCTAssertTrue(catalog.viewClasses["collectionReusableView"] == CollectionReusableView.self)
    XCTAssertTrue(SceneObjectFactory.viewClasses["collectionViewCell"] == CollectionViewCell.self)
    XCTAssertTrue(SceneObjectFactory.viewClasses["button"] == Button.self, "the core's own")
    XCTAssertTrue(SceneObjectFactory.models("collectionViewFlowLayout"))
    XCTAssertFalse(SceneObjectFactory.models("mapView"))
  }

  func testTheViewsClassesAreTheRuntimesOwnByTheirModule() {
    XCTAssertTrue(isRuntimeClass(TableView.self))
    XCTAssertTrue(isRuntimeClass(Button.self))
    XCTAssertFalse(isRuntimeClass(AppTableView.self))
    XCTAssertEqual(SceneElementCatalogs.moduleName(of: TableView.self), "StoryboardViews")
    XCTAssertEqual(objectiveCClassName(of: TableView.self), "UITableView")
    XCTAssertEqual(
      objectiveCClassName(of: CollectionViewController.self), "UICollectionViewController")
    XCTAssertEqual(objectiveCClassName(of: ViewController.self), "UIViewController")
    XCTAssertTrue(objectiveCDescription(of: TableView()).hasPrefix("<UITableView: 0x"))
  }

  func testAStoryboardMakesTheControllersOfTheCatalog() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController("table", element: "tableViewController", storyboardIdentifier: "Table")
    builder.viewController(
      "grid", element: "collectionViewController", storyboardIdentifier: "Grid")
    let storyboard = Storyboard(
      name: "App", bundle: StoryboardBundle(storyboards: [builder.definition], isStrict: true))
    let table = storyboard.instantiateViewController(withIdentifier: "Table")
    XCTAssertTrue(type(of: table) == TableViewController.self)
    let grid = storyboard.instantiateViewController(withIdentifier: "Grid")
    XCTAssertTrue(type(of: grid) == CollectionViewController.self)
    XCTAssertEqual(objectiveCDescription(of: grid).prefix(29), "<UICollectionViewController: ")
  }
}
