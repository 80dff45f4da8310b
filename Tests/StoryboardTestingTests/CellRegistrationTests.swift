import Foundation
import StoryboardLoader
import Storyboards
import XCTest

/// A registration made after a storyboard's prototype of the same reuse identifier replaces it,
/// in a table and in a collection view, as Apple documents for
/// `register(_:forCellReuseIdentifier:)`; registering `nil` leaves nothing to dequeue (a nil
/// class "unregister[s] the reuse identifier", in xamarin-macios's documentation of the same
/// method).
final class CellRegistrationTests: XCTestCase {
  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
      <scenes>
        <scene sceneID="s-list">
          <objects>
            <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
              <tableView key="view" dataMode="prototypes" id="table">
                <prototypes>
                  <tableViewCell reuseIdentifier="Cell" id="cell">
                    <tableViewCellContentView key="contentView" id="cell-content"/>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
        <scene sceneID="s-grid">
          <objects>
            <collectionViewController storyboardIdentifier="Grid" id="grid" sceneMemberID="viewController">
              <collectionView key="view" dataMode="prototypes" id="collection">
                <collectionViewFlowLayout key="collectionViewLayout" id="layout"/>
                <cells>
                  <collectionViewCell reuseIdentifier="Tile" id="tile">
                    <collectionViewCellContentView key="contentView" id="tile-content"/>
                  </collectionViewCell>
                </cells>
              </collectionView>
            </collectionViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  /// A test's mock cell, made from its class as the build step's table makes it.
  final class MockCell: TableViewCell {
    override class func makeRegisteredCell(reuseIdentifier: String) -> TableViewCell {
      MockCell(style: .default, reuseIdentifier: reuseIdentifier)
    }
  }

  /// A test's mock tile, made from its class as the build step's table makes it.
  final class MockTile: CollectionViewCell {
    override class func makeRegisteredCell(reuseIdentifier: String) -> CollectionViewCell {
      MockTile(frame: .zero)
    }
  }

  private func storyboard() throws -> Storyboard {
    let definition = try StoryboardLoader.loadStoryboard(
      data: Array(Self.storyboard.utf8), name: "Lists")
    return Storyboard(name: "Lists", bundle: StoryboardBundle(storyboards: [definition]))
  }

  func testATableRegistrationReplacesThePrototypeAndNilRemovesIt() throws {
    let list = try XCTUnwrap(
      try storyboard().instantiateViewController(withIdentifier: "List") as? TableViewController)
    let table = list.tableView!
    let prototype = table.dequeueReusableCell(withIdentifier: "Cell")
    XCTAssertNotNil(prototype)
    XCTAssertFalse(prototype is MockCell, "before any registration: the storyboard's prototype")
    table.register(MockCell.self, forCellReuseIdentifier: "Cell")
    let registered = table.dequeueReusableCell(withIdentifier: "Cell")
    XCTAssertTrue(registered is MockCell, "the later registration replaces the prototype")
    XCTAssertEqual(registered?.reuseIdentifier, "Cell")
    table.register(nil as AnyClass?, forCellReuseIdentifier: "Cell")
    XCTAssertNil(table.dequeueReusableCell(withIdentifier: "Cell"), "nil unregisters")
  }

  func testACollectionRegistrationReplacesThePrototype() throws {
    let grid = try XCTUnwrap(
      try storyboard().instantiateViewController(withIdentifier: "Grid")
        as? CollectionViewController)
    let collection = try XCTUnwrap(grid.collectionView)
    let path = IndexPath(item: 0, section: 0)
    let prototype = collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
    XCTAssertFalse(prototype is MockTile, "before any registration: the storyboard's prototype")
    collection.register(MockTile.self, forCellWithReuseIdentifier: "Tile")
    let registered = collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
    XCTAssertTrue(registered is MockTile, "the later registration replaces the prototype")
  }
}
