import Foundation
import Storyboards
import XCTest

/// A collection view's item and section updates reload it (outside a batch); its supplementary
/// views and registrations; the data source's and delegate's defaults; moves and transitions.
final class CollectionViewUpdatesTests: XCTestCase {
  final class Items: CollectionViewDataSource, CollectionViewDelegate {
    var cellsAsked = 0
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      cellsAsked += 1
      return collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }
  }

  private let items = Items()

  private func collection() -> CollectionView {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewFlowLayout())
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    view.dataSource = items
    view.delegate = items
    view.reloadData()
    return view
  }

  func testEachItemAndSectionUpdateReloadsTheCollectionView() {
    let view = collection()
    let first = IndexPath(item: 0, section: 0)
    let updates: [(String, () -> Void)] = [
      ("insertSections", { view.insertSections([0]) }),
      ("deleteSections", { view.deleteSections([0]) }),
      ("reloadSections", { view.reloadSections([0]) }),
      ("moveSection", { view.moveSection(0, toSection: 0) }),
      ("insertItems", { view.insertItems(at: [first]) }),
      ("reloadItems", { view.reloadItems(at: [first]) }),
      ("reconfigureItems", { view.reconfigureItems(at: [first]) }),
      ("moveItem", { view.moveItem(at: first, to: IndexPath(item: 2, section: 0)) }),
    ]
    XCTAssertNotNil(view.cellForItem(at: first))
    let asked = items.cellsAsked
    XCTAssertNotNil(view.cellForItem(at: first))
    XCTAssertEqual(items.cellsAsked, asked, "an item's cell is kept until a reload")
    for (name, update) in updates {
      let before = items.cellsAsked
      update()
      XCTAssertTrue(view.visibleCells.isEmpty, "\(name) reloads")
      XCTAssertNotNil(view.cellForItem(at: first))
      XCTAssertEqual(items.cellsAsked, before + 1, "\(name) asks for the item again")
    }
    XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 10, y: 10)), "items have no geometry")
  }

  func testANilNibUnregistersACellAndSupplementaryViewsAreListedOnceMade() {
    let view = collection()
    view.register(nil as Nib?, forCellWithReuseIdentifier: "Item")
    XCTAssertThrowsError(
      try catching {
        _ = view.dequeueReusableCell(
          withReuseIdentifier: "Item", for: IndexPath(item: 0, section: 0))
      }
    ) {
      XCTAssertEqual($0 as? ViewError, .unknownCellIdentifier("Item"), "unregistered")
    }
    view.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: "header",
      withReuseIdentifier: "Header")
    XCTAssertEqual(view.visibleSupplementaryViews(ofKind: "header").count, 0, "none made yet")
    XCTAssertNil(
      view.layoutAttributesForSupplementaryElement(
        ofKind: "header", at: IndexPath(item: 0, section: 0)),
      "a flow layout without header sizes gives none")
  }

  func testASupplementaryNibMakesItsViewUntilANilNibUnregistersIt() {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <collectionReusableView opaque="NO" id="hdr-Cv-001">
                  <subviews>
                      <label opaque="NO" text="Section" id="lbl-Cv-001"/>
                  </subviews>
              </collectionReusableView>
          </objects>
      </document>
      """
    let view = collection()
    let first = IndexPath(item: 0, section: 0)
    view.register(
      Nib(data: Data(xib.utf8), bundle: nil), forSupplementaryViewOfKind: "header",
      withReuseIdentifier: "Header")
    let header = view.dequeueReusableSupplementaryView(
      ofKind: "header", withReuseIdentifier: "Header", for: first)
    XCTAssertEqual(header.reuseIdentifier, "Header")
    XCTAssertEqual((header.subviews.first as? Label)?.text, "Section")
    view.register(nil as Nib?, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Header")
    XCTAssertThrowsError(
      try catching {
        _ = view.dequeueReusableSupplementaryView(
          ofKind: "header", withReuseIdentifier: "Header", for: first)
      }
    ) { XCTAssertEqual($0 as? ViewError, .unknownCellIdentifier("Header")) }
  }

  func testSettingsWithoutSimulationReadBackAndNoDragIsUnderWay() {
    final class Prefetcher: CollectionViewDataSourcePrefetching {
      func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
      {}
    }
    let view = collection()
    let prefetcher = Prefetcher()
    view.prefetchDataSource = prefetcher
    XCTAssertTrue(view.prefetchDataSource === prefetcher)
    XCTAssertNil(view.contextMenuInteraction)
    XCTAssertFalse(view.hasActiveDrag)
    XCTAssertFalse(view.hasActiveDrop)
  }

  func testAnInteractiveMoveCancelledMovesNothingAndATransitionFinishedKeepsTheNewLayout() {
    final class Movable: CollectionViewDataSource {
      var moves = 0
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 2 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      { CollectionViewCell() }
      func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
      { true }
      func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
      ) { moves += 1 }
    }
    let view = collection()
    let movable = Movable()
    view.dataSource = movable
    XCTAssertTrue(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 100))
    view.cancelInteractiveMovement()
    view.endInteractiveMovement()
    XCTAssertEqual(movable.moves, 0, "a cancelled move ends nothing")
    XCTAssertTrue(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))

    let next = CollectionViewFlowLayout()
    var finished: [Bool] = []
    let transition = view.startInteractiveTransition(to: next) { _, didFinish in
      finished.append(didFinish)
    }
    XCTAssertTrue(view.collectionViewLayout === transition)
    view.finishInteractiveTransition()
    XCTAssertTrue(view.collectionViewLayout === next)
    XCTAssertEqual(finished, [true])
  }

  func testTheDataSourcesAndDelegatesDefaults() {
    let view = collection()
    let item = IndexPath(item: 1, section: 0)
    let other = IndexPath(item: 2, section: 0)
    XCTAssertTrue(
      items.collectionView(view, viewForSupplementaryElementOfKind: "header", at: item)
        is CollectionReusableView)
    XCTAssertFalse(items.collectionView(view, canMoveItemAt: item))
    XCTAssertNil(items.indexTitles(for: view))
    XCTAssertEqual(
      items.collectionView(view, indexPathForIndexTitle: "C", at: 2),
      IndexPath(item: 0, section: 2))
    XCTAssertTrue(items.collectionView(view, shouldHighlightItemAt: item))
    XCTAssertTrue(items.collectionView(view, shouldDeselectItemAt: item))
    XCTAssertFalse(items.collectionView(view, shouldShowMenuForItemAt: item))
    XCTAssertFalse(
      items.collectionView(
        view, canPerformAction: Selector("copy:"), forItemAt: item, withSender: nil))
    let next = CollectionViewFlowLayout()
    let transition = items.collectionView(
      view, transitionLayoutForOldLayout: view.collectionViewLayout, newLayout: next)
    XCTAssertTrue(transition.currentLayout === view.collectionViewLayout)
    XCTAssertTrue(transition.nextLayout === next)
    XCTAssertTrue(items.collectionView(view, canFocusItemAt: item))
    let context = CollectionViewFocusUpdateContext(previouslyFocusedView: nil, nextFocusedView: nil)
    XCTAssertNil(context.previouslyFocusedIndexPath)
    XCTAssertNil(context.nextFocusedIndexPath)
    XCTAssertTrue(items.collectionView(view, shouldUpdateFocusIn: context))
    XCTAssertNil(items.indexPathForPreferredFocusedView(in: view))
    XCTAssertEqual(
      items.collectionView(
        view, targetIndexPathForMoveFromItemAt: item, toProposedIndexPath: other),
      other)
    XCTAssertEqual(
      items.collectionView(
        view, targetIndexPathForMoveOfItemFromOriginalIndexPath: item, atCurrentIndexPath: item,
        toProposedIndexPath: other), other)
    XCTAssertEqual(
      items.collectionView(view, targetContentOffsetForProposedContentOffset: CGPoint(x: 0, y: 9)),
      CGPoint(x: 0, y: 9))
    XCTAssertTrue(items.collectionView(view, canEditItemAt: item))
    XCTAssertFalse(items.collectionView(view, shouldBeginMultipleSelectionInteractionAt: item))
    XCTAssertTrue(items.collectionView(view, shouldSpringLoadItemAt: item, with: HoveringDrag()))
    view.selectionFollowsFocus = true
    XCTAssertTrue(items.collectionView(view, selectionFollowsFocusForItemAt: item))
    XCTAssertTrue(items.collectionView(view, canPerformPrimaryActionForItemAt: item))
    view.isEditing = true
    XCTAssertFalse(items.collectionView(view, canPerformPrimaryActionForItemAt: item), "editing")
  }

  func testTheDelegatesMenuDefaultsOfferNothing() {
    let view = collection()
    let item = IndexPath(item: 0, section: 0)
    let configuration = ContextMenuConfiguration()
    XCTAssertNil(items.collectionView(view, contextMenuConfigurationForItemAt: item, point: .zero))
    XCTAssertNil(
      items.collectionView(view, contextMenuConfigurationForItemsAt: [item], point: .zero))
    XCTAssertNil(
      items.collectionView(view, previewForHighlightingContextMenuWithConfiguration: configuration))
    XCTAssertNil(
      items.collectionView(view, previewForDismissingContextMenuWithConfiguration: configuration))
    XCTAssertNil(
      items.collectionView(
        view, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item))
    XCTAssertNil(
      items.collectionView(
        view, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: item))
  }
}
