import Foundation
import StoryboardLoader
import StoryboardTesting
import Storyboards
import XCTest

/// A storyboard's collection view: its prototype cells dequeued with their subviews, and a tap on
/// an item selecting it, telling the delegate, then performing the cell's segue.
final class CollectionViewTests: XCTestCase {
  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
      <scenes>
        <scene sceneID="s-nav">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections>
                <segue destination="grid" kind="relationship" relationship="rootViewController" id="rel"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s-grid">
          <objects>
            <collectionViewController id="grid" customClass="GridViewController" sceneMemberID="viewController">
              <collectionView key="view" dataMode="prototypes" id="collection">
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" id="layout"/>
                <cells>
                  <collectionViewCell reuseIdentifier="Tile" id="tile">
                    <collectionViewCellContentView key="contentView" id="tile-content">
                      <subviews>
                        <label text="?" tag="5" id="tile-label"/>
                      </subviews>
                    </collectionViewCellContentView>
                    <connections>
                      <segue destination="detail" kind="show" identifier="showTile" id="seg-tile"/>
                    </connections>
                  </collectionViewCell>
                </cells>
                <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="header">
                  <subviews>
                    <label text="Header" tag="9" id="header-label"/>
                  </subviews>
                </collectionReusableView>
              </collectionView>
            </collectionViewController>
          </objects>
        </scene>
        <scene sceneID="s-detail">
          <objects>
            <viewController id="detail" title="Detail" sceneMemberID="viewController">
              <view key="view" id="detail-view"/>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  /// The grid's data source and delegate, as an app writes them.
  final class GridViewController: CollectionViewController {
    var selections: [Int] = []
    var prepared: [String] = []

    override func collectionView(
      _ collectionView: CollectionView, numberOfItemsInSection section: Int
    ) -> Int { 4 }

    override func collectionView(
      _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
      (cell.viewWithTag(5) as? Label)?.text = "Tile \(indexPath.item)"
      return cell
    }

    override func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> CollectionReusableView {
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
      (header.viewWithTag(9) as? Label)?.text = "Section \(indexPath.section)"
      return header
    }

    override func collectionView(
      _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      selections.append(indexPath.item)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
      guard let cell = sender as? CollectionViewCell,
        let indexPath = collectionView.indexPath(for: cell)
      else { return }
      prepared.append("\(segue.identifier ?? "") \(indexPath.item)")
    }
  }

  func testAnItemTapSelectsTellsThenPerformsTheCellsSegue() throws {
    let definition = try StoryboardLoader.loadStoryboard(
      data: Array(Self.storyboard.utf8), name: "Grid")
    let bundle = StoryboardBundle(storyboards: [definition])
    bundle.register(GridViewController.self, as: "GridViewController")
    let navigation = try XCTUnwrap(
      Storyboard(name: "Grid", bundle: bundle).instantiateInitialViewController()
        as? NavigationController)
    let window = makeVisibleWindow(root: navigation)
    let grid = try XCTUnwrap(navigation.topViewController as? GridViewController)
    let collection = try XCTUnwrap(grid.collectionView)
    XCTAssertEqual(
      (collection.collectionViewLayout as? CollectionViewFlowLayout)?.scrollDirection, .horizontal)
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 4)
    let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    XCTAssertEqual((cell.viewWithTag(5) as? Label)?.text, "Tile 2")
    XCTAssertEqual(cell.reuseIdentifier, "Tile")
    XCTAssertNil(collection.viewWithTag(9), "a header prototype is made when dequeued")
    let header = try XCTUnwrap(
      collection.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    )
    XCTAssertEqual(header.reuseIdentifier, "Header")
    XCTAssertEqual((header.viewWithTag(9) as? Label)?.text, "Section 0", "the prototype's label")
    try collection.tapItem(at: IndexPath(item: 2, section: 0))
    XCTAssertEqual(grid.selections, [2])
    XCTAssertEqual(grid.prepared, ["showTile 2"])
    XCTAssertEqual(navigation.topViewController?.title, "Detail")
    XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
    XCTAssertThrowsError(try collection.tapItem(at: IndexPath(item: 0, section: 0))) {
      XCTAssertEqual($0 as? GestureError, .notInWindow("CollectionView"), "covered by Detail")
    }
    navigation.popViewController(animated: false)
    XCTAssertThrowsError(try collection.tapItem(at: IndexPath(item: 9, section: 0))) {
      XCTAssertEqual("\($0)", "No control item 9 of section 0 in CollectionView.")
    }
    _ = window
  }
}
