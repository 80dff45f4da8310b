import Foundation
import Storyboards
import XCTest

/// What `UITableViewController` and `UICollectionViewController` answer for the data source
/// and delegate methods an app leaves out, as an override's call to `super` gets them. "If
/// this method isn't implemented, all rows are assumed to be editable"
/// (`tableView(_:canEditRowAt:)`); "The default value is true"
/// (`collectionView(_:canEditItemAt:)`).
final class ListControllerDefaultsTests: XCTestCase {
  func testATableViewControllerAnswersUIKitsDefaults() {
    let controller = TableViewController(style: .plain)
    let table = controller.tableView!
    let row = IndexPath(row: 1, section: 0)
    let other = IndexPath(row: 3, section: 2)
    XCTAssertNil(controller.tableView(table, titleForHeaderInSection: 0))
    XCTAssertNil(controller.tableView(table, titleForFooterInSection: 0))
    XCTAssertEqual(controller.tableView(table, willDeselectRowAt: row), row)
    XCTAssertTrue(controller.tableView(table, canEditRowAt: row))
    XCTAssertFalse(controller.tableView(table, canMoveRowAt: row))
    XCTAssertNil(controller.sectionIndexTitles(for: table))
    XCTAssertEqual(controller.tableView(table, sectionForSectionIndexTitle: "C", at: 2), 2)
    let heights = [
      controller.tableView(table, heightForRowAt: row),
      controller.tableView(table, heightForHeaderInSection: 0),
      controller.tableView(table, heightForFooterInSection: 0),
      controller.tableView(table, estimatedHeightForRowAt: row),
      controller.tableView(table, estimatedHeightForHeaderInSection: 0),
      controller.tableView(table, estimatedHeightForFooterInSection: 0),
    ]
    XCTAssertEqual(heights, Array(repeating: TableView.automaticDimension, count: 6))
    XCTAssertNil(controller.tableView(table, viewForHeaderInSection: 0))
    XCTAssertNil(controller.tableView(table, viewForFooterInSection: 0))
    XCTAssertTrue(controller.tableView(table, canPerformPrimaryActionForRowAt: row))
    table.isEditing = true
    XCTAssertFalse(
      controller.tableView(table, canPerformPrimaryActionForRowAt: row), "not while editing")
    table.isEditing = false
    XCTAssertEqual(controller.tableView(table, editingStyleForRowAt: row), .delete)
    XCTAssertNil(controller.tableView(table, titleForDeleteConfirmationButtonForRowAt: row))
    XCTAssertTrue(controller.tableView(table, shouldIndentWhileEditingRowAt: row))
    XCTAssertEqual(
      controller.tableView(table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: other),
      other)
    XCTAssertEqual(controller.tableView(table, indentationLevelForRowAt: row), 0)
    XCTAssertFalse(controller.tableView(table, shouldShowMenuForRowAt: row))
    XCTAssertFalse(
      controller.tableView(
        table, canPerformAction: Selector("copy:"), forRowAt: row, withSender: nil))
    XCTAssertFalse(controller.tableView(table, shouldBeginMultipleSelectionInteractionAt: row))
    XCTAssertNil(controller.tableView(table, editActionsForRowAt: row))
    XCTAssertNil(controller.tableView(table, leadingSwipeActionsConfigurationForRowAt: row))
    XCTAssertNil(controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: row))
    XCTAssertTrue(controller.tableView(table, canFocusRowAt: row))
    XCTAssertNil(controller.indexPathForPreferredFocusedView(in: table))
    table.selectionFollowsFocus = true
    XCTAssertTrue(controller.tableView(table, selectionFollowsFocusForRowAt: row))
    XCTAssertNil(controller.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero))
    XCTAssertNil(controller.viewForZooming(in: table))
    XCTAssertTrue(controller.scrollViewShouldScrollToTop(table))
  }

  func testATableViewControllersRefreshControlIsItsTableViews() {
    let controller = TableViewController(style: .plain)
    XCTAssertNil(controller.refreshControl)
    let refresh = RefreshControl()
    controller.refreshControl = refresh
    XCTAssertTrue(controller.tableView.refreshControl === refresh)
    XCTAssertTrue(controller.refreshControl === refresh)
  }

  func testACollectionViewControllerAnswersUIKitsDefaults() {
    let layout = CollectionViewFlowLayout()
    let controller = CollectionViewController(collectionViewLayout: layout)
    XCTAssertTrue(controller.collectionViewLayout === layout, "its layout before the view loads")
    let collection = controller.collectionView!
    XCTAssertTrue(controller.collectionViewLayout === collection.collectionViewLayout)
    let item = IndexPath(item: 1, section: 0)
    let other = IndexPath(item: 4, section: 1)
    XCTAssertEqual(controller.collectionView(collection, numberOfItemsInSection: 0), 0)
    XCTAssertTrue(controller.collectionView(collection, shouldDeselectItemAt: item))
    XCTAssertFalse(controller.collectionView(collection, canMoveItemAt: item))
    XCTAssertNil(controller.indexTitles(for: collection))
    XCTAssertEqual(
      controller.collectionView(collection, indexPathForIndexTitle: "B", at: 3),
      IndexPath(item: 0, section: 3))
    XCTAssertFalse(controller.collectionView(collection, shouldShowMenuForItemAt: item))
    XCTAssertFalse(
      controller.collectionView(
        collection, canPerformAction: Selector("copy:"), forItemAt: item, withSender: nil))
    let next = CollectionViewFlowLayout()
    let transition = controller.collectionView(
      collection, transitionLayoutForOldLayout: layout, newLayout: next)
    XCTAssertTrue(transition.currentLayout === layout)
    XCTAssertTrue(transition.nextLayout === next)
    XCTAssertTrue(controller.collectionView(collection, canFocusItemAt: item))
    XCTAssertNil(controller.indexPathForPreferredFocusedView(in: collection))
    XCTAssertEqual(
      controller.collectionView(
        collection, targetIndexPathForMoveFromItemAt: item, toProposedIndexPath: other), other)
    XCTAssertEqual(
      controller.collectionView(
        collection, targetIndexPathForMoveOfItemFromOriginalIndexPath: item,
        atCurrentIndexPath: item, toProposedIndexPath: other), other)
    XCTAssertEqual(
      controller.collectionView(
        collection, targetContentOffsetForProposedContentOffset: CGPoint(x: 0, y: 40)),
      CGPoint(x: 0, y: 40))
    XCTAssertTrue(controller.collectionView(collection, canEditItemAt: item))
    XCTAssertFalse(
      controller.collectionView(collection, shouldBeginMultipleSelectionInteractionAt: item))
    XCTAssertNil(
      controller.collectionView(collection, contextMenuConfigurationForItemAt: item, point: .zero))
    XCTAssertNil(controller.viewForZooming(in: collection))
    XCTAssertTrue(controller.scrollViewShouldScrollToTop(collection))
  }

  func testListControllersOfferNoFocusOrMenuPreviewsByDefault() {
    let configuration = ContextMenuConfiguration()
    let tableController = TableViewController(style: .plain)
    let table = tableController.tableView!
    let row = IndexPath(row: 0, section: 0)
    let tableFocus = TableViewFocusUpdateContext(previouslyFocusedView: nil, nextFocusedView: nil)
    XCTAssertTrue(tableController.tableView(table, shouldUpdateFocusIn: tableFocus))
    XCTAssertTrue(
      tableController.tableView(table, shouldSpringLoadRowAt: row, with: HoveringDrag()))
    XCTAssertNil(
      tableController.tableView(
        table, previewForHighlightingContextMenuWithConfiguration: configuration))
    XCTAssertNil(
      tableController.tableView(
        table, previewForDismissingContextMenuWithConfiguration: configuration))

    let controller = CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
    let collection = controller.collectionView!
    let item = IndexPath(item: 0, section: 0)
    XCTAssertEqual(
      controller.collectionView(collection, cellForItemAt: item).reuseIdentifier, "",
      "a plain cell: the app's subclass gives its own")
    XCTAssertTrue(
      controller.collectionView(collection, viewForSupplementaryElementOfKind: "header", at: item)
        is CollectionReusableView)
    let focus = CollectionViewFocusUpdateContext(previouslyFocusedView: nil, nextFocusedView: nil)
    XCTAssertTrue(controller.collectionView(collection, shouldUpdateFocusIn: focus))
    XCTAssertTrue(
      controller.collectionView(collection, shouldSpringLoadItemAt: item, with: HoveringDrag()))
    XCTAssertNil(
      controller.collectionView(
        collection, contextMenuConfigurationForItemsAt: [item], point: .zero))
    XCTAssertNil(
      controller.collectionView(
        collection, previewForHighlightingContextMenuWithConfiguration: configuration))
    XCTAssertNil(
      controller.collectionView(
        collection, previewForDismissingContextMenuWithConfiguration: configuration))
    XCTAssertNil(
      controller.collectionView(
        collection, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item))
    XCTAssertNil(
      controller.collectionView(
        collection, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: item))
    collection.selectionFollowsFocus = true
    XCTAssertTrue(controller.collectionView(collection, selectionFollowsFocusForItemAt: item))
    XCTAssertTrue(controller.collectionView(collection, canPerformPrimaryActionForItemAt: item))
    collection.isEditing = true
    XCTAssertFalse(controller.collectionView(collection, canPerformPrimaryActionForItemAt: item))
  }
}
