import Foundation
import Storyboards
import XCTest

/// A table view's row and section updates reload it from its data source (outside a batch);
/// rows have no geometry; the protocols' defaults answer as UIKit's documentation gives them.
final class TableViewUpdatesTests: XCTestCase {
  final class Rows: TableViewDataSource, TableViewDelegate {
    var count = 2
    var footer: TableViewHeaderFooterView?
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
      footer
    }
  }

  private func table(_ rows: Rows) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = rows
    table.delegate = rows
    table.reloadData()
    return table
  }

  func testEachRowAndSectionUpdateReloadsTheTableFromItsDataSource() {
    let rows = Rows()
    let table = table(rows)
    XCTAssertEqual(table.frame.width, 320)
    XCTAssertEqual(table.style, .plain, "init(frame:) makes a plain table")
    let first = IndexPath(row: 0, section: 0)
    let updates: [(String, () -> Void)] = [
      ("insertSections", { table.insertSections([1], with: .automatic) }),
      ("reloadSections", { table.reloadSections([0], with: .fade) }),
      ("moveSection", { table.moveSection(0, toSection: 1) }),
      ("moveRow", { table.moveRow(at: first, to: IndexPath(row: 1, section: 0)) }),
      ("reconfigureRows", { table.reconfigureRows(at: [first]) }),
      ("insertRows", { table.insertRows(at: [first], with: .top) }),
      ("reloadRows", { table.reloadRows(at: [first], with: .none) }),
    ]
    let kept = table.cellForRow(at: first)
    XCTAssertTrue(table.cellForRow(at: first) === kept, "a row's cell is kept until a reload")
    for (name, update) in updates {
      let before = table.cellForRow(at: first)
      update()
      XCTAssertTrue(table.visibleCells.isEmpty, "\(name) reloads")
      XCTAssertFalse(table.cellForRow(at: first) === before, "\(name) makes the row again")
    }
    let before = table.cellForRow(at: first)
    table.performBatchUpdates({
      table.insertRows(at: [first], with: .automatic)
      XCTAssertTrue(table.cellForRow(at: first) === before, "not inside the batch")
    })
    XCTAssertFalse(table.cellForRow(at: first) === before, "at its end")
    table.reloadSectionIndexTitles()
    XCTAssertEqual(table.numberOfSections, 2)
  }

  func testRowsAndSectionsHaveNoGeometry() {
    let table = table(Rows())
    let row = IndexPath(row: 1, section: 0)
    XCTAssertEqual(table.indexPathsForRows(in: table.bounds), [])
    XCTAssertEqual(table.rect(forSection: 0), .zero)
    XCTAssertEqual(table.rectForHeader(inSection: 0), .zero)
    XCTAssertEqual(table.rectForFooter(inSection: 1), .zero)
    XCTAssertEqual(table.rectForRow(at: row), .zero)
  }

  func testFootersComeFromTheDelegateAndRegisteredNibsFallBackToTheBaseClass() {
    let rows = Rows()
    let table = table(rows)
    let footer = TableViewHeaderFooterView(reuseIdentifier: "Footer")
    rows.footer = footer
    XCTAssertTrue(table.footerView(forSection: 1) === footer)
    XCTAssertNil(table.footerView(forSection: 2), "no such section")
    table.register(nil as Nib?, forHeaderFooterViewReuseIdentifier: "Footer")
    XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "Footer"))
  }

  func testSettingsWithoutSimulationReadBackAndNoDragIsUnderWay() {
    final class Prefetcher: TableViewDataSourcePrefetching {
      func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
      func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
    }
    let table = TableView(frame: .zero, style: .insetGrouped)
    let prefetcher = Prefetcher()
    table.prefetchDataSource = prefetcher
    XCTAssertTrue(table.prefetchDataSource === prefetcher)
    let blur = BlurEffect(style: .regular)
    table.separatorEffect = blur
    XCTAssertTrue(table.separatorEffect === blur)
    XCTAssertNil(table.contextMenuInteraction)
    XCTAssertFalse(table.hasActiveDrag)
    XCTAssertFalse(table.hasActiveDrop)
  }

  func testTheDataSourcesDefaults() {
    let rows = Rows()
    let table = table(rows)
    let row = IndexPath(row: 0, section: 0)
    XCTAssertNil(rows.tableView(table, titleForHeaderInSection: 0))
    XCTAssertNil(rows.tableView(table, titleForFooterInSection: 0))
    XCTAssertTrue(rows.tableView(table, canEditRowAt: row))
    XCTAssertFalse(rows.tableView(table, canMoveRowAt: row))
    XCTAssertNil(rows.sectionIndexTitles(for: table))
    XCTAssertEqual(rows.tableView(table, sectionForSectionIndexTitle: "B", at: 1), 1)
  }

  func testTheDelegatesSelectionAndLayoutDefaults() {
    let rows = Rows()
    let table = table(rows)
    let row = IndexPath(row: 1, section: 0)
    XCTAssertEqual(rows.tableView(table, willSelectRowAt: row), row)
    XCTAssertEqual(rows.tableView(table, willDeselectRowAt: row), row)
    XCTAssertTrue(rows.tableView(table, shouldHighlightRowAt: row))
    XCTAssertEqual(rows.tableView(table, heightForRowAt: row), TableView.automaticDimension)
    XCTAssertEqual(rows.tableView(table, heightForHeaderInSection: 0), TableView.automaticDimension)
    XCTAssertEqual(rows.tableView(table, heightForFooterInSection: 0), TableView.automaticDimension)
    XCTAssertEqual(
      rows.tableView(table, estimatedHeightForRowAt: row), TableView.automaticDimension)
    XCTAssertEqual(
      rows.tableView(table, estimatedHeightForHeaderInSection: 0), TableView.automaticDimension)
    XCTAssertEqual(
      rows.tableView(table, estimatedHeightForFooterInSection: 0), TableView.automaticDimension)
    XCTAssertNil(rows.tableView(table, viewForHeaderInSection: 0))
    final class Plain: TableViewDelegate {}
    XCTAssertNil(Plain().tableView(table, viewForFooterInSection: 0))
    XCTAssertTrue(rows.tableView(table, canPerformPrimaryActionForRowAt: row))
    table.isEditing = true
    XCTAssertFalse(rows.tableView(table, canPerformPrimaryActionForRowAt: row), "not editing")
    table.isEditing = false
    XCTAssertEqual(rows.tableView(table, indentationLevelForRowAt: row), 0)
  }

  func testTheDelegatesEditingMenuAndFocusDefaults() {
    let rows = Rows()
    let table = table(rows)
    let row = IndexPath(row: 1, section: 0)
    let proposed = IndexPath(row: 0, section: 1)
    XCTAssertEqual(rows.tableView(table, editingStyleForRowAt: row), .delete)
    XCTAssertNil(rows.tableView(table, titleForDeleteConfirmationButtonForRowAt: row))
    XCTAssertTrue(rows.tableView(table, shouldIndentWhileEditingRowAt: row))
    XCTAssertEqual(
      rows.tableView(table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: proposed),
      proposed)
    XCTAssertFalse(rows.tableView(table, shouldShowMenuForRowAt: row))
    XCTAssertFalse(
      rows.tableView(table, canPerformAction: Selector("copy:"), forRowAt: row, withSender: nil))
    XCTAssertFalse(rows.tableView(table, shouldBeginMultipleSelectionInteractionAt: row))
    XCTAssertNil(rows.tableView(table, editActionsForRowAt: row))
    XCTAssertNil(rows.tableView(table, leadingSwipeActionsConfigurationForRowAt: row))
    XCTAssertNil(rows.tableView(table, trailingSwipeActionsConfigurationForRowAt: row))
    XCTAssertTrue(rows.tableView(table, canFocusRowAt: row))
    XCTAssertTrue(rows.tableView(table, shouldSpringLoadRowAt: row, with: HoveringDrag()))
    let context = TableViewFocusUpdateContext(previouslyFocusedView: nil, nextFocusedView: View())
    XCTAssertNil(context.previouslyFocusedIndexPath)
    XCTAssertNil(context.nextFocusedIndexPath)
    XCTAssertTrue(rows.tableView(table, shouldUpdateFocusIn: context))
    XCTAssertNil(rows.indexPathForPreferredFocusedView(in: table))
    table.selectionFollowsFocus = true
    XCTAssertTrue(rows.tableView(table, selectionFollowsFocusForRowAt: row), "the table's")
    let configuration = ContextMenuConfiguration()
    XCTAssertNil(rows.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero))
    XCTAssertNil(
      rows.tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration))
    XCTAssertNil(
      rows.tableView(table, previewForDismissingContextMenuWithConfiguration: configuration))
  }

  func testARowActionKeepsItsStyleTitleAndHandler() {
    var handled: [IndexPath] = []
    let delete = TableViewRowAction(style: .destructive, title: "Delete") { _, path in
      handled.append(path)
    }
    XCTAssertEqual(delete.style, .default, "UIKit's destructive is its default style")
    XCTAssertEqual(delete.title, "Delete")
    delete.handler(delete, IndexPath(row: 3, section: 0))
    XCTAssertEqual(handled, [IndexPath(row: 3, section: 0)])
  }
}
