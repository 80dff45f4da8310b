import Foundation
import Storyboards
import XCTest

/// A table view's settings, sections, headers and editing mode, and a cell's accessories and
/// editing transitions.
final class TableViewSurfaceTests: XCTestCase {
  final class Rows: TableViewDataSource, TableViewDelegate {
    var count = 3
    var headers: [Int: TableViewHeaderFooterView] = [:]
    var numberOfRowsAsked = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      numberOfRowsAsked += 1
      return count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      headers[section]
    }
  }
  final class EditingCell: TableViewCell {
    var transitions: [String] = []
    override func willTransition(to state: StateMask) {
      transitions.append("will \(state.rawValue)")
    }
    override func didTransition(to state: StateMask) { transitions.append("did \(state.rawValue)") }
  }

  func testSettingsReadBackWhatWasSet() {
    let table = TableView(frame: .zero, style: .plain)
    XCTAssertEqual(table.separatorStyle, .singleLine)
    table.separatorStyle = .none
    table.separatorColor = .red
    table.tableFooterView = View()
    table.sectionHeaderTopPadding = 0
    table.allowsSelectionDuringEditing = true
    XCTAssertEqual(table.separatorStyle, .none)
    XCTAssertEqual(table.separatorColor, .red)
    XCTAssertNotNil(table.tableFooterView)
    XCTAssertEqual(table.sectionHeaderTopPadding, 0)
    XCTAssertTrue(table.allowsSelectionDuringEditing)
    XCTAssertEqual(table.estimatedSectionHeaderHeight, TableView.automaticDimension)
    XCTAssertFalse(table.hasActiveDrag)
    XCTAssertNil(table.indexPathForRow(at: .zero))
  }

  func testBatchUpdatesReloadOnceAtTheEnd() {
    let rows = Rows()
    let table = TableView(frame: .zero, style: .plain)
    table.dataSource = rows
    _ = table.cellForRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(table.indexPathsForVisibleRows, [IndexPath(row: 0, section: 0)])
    table.beginUpdates()
    rows.count = 1
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    table.deleteSections([], with: .fade)
    XCTAssertTrue(table.hasUncommittedUpdates)
    XCTAssertEqual(table.visibleCells.count, 1, "not reloaded before endUpdates")
    table.endUpdates()
    XCTAssertFalse(table.hasUncommittedUpdates)
    XCTAssertEqual(table.visibleCells.count, 0)
    var completed: Bool?
    table.performBatchUpdates({ rows.count = 2 }) { completed = $0 }
    XCTAssertEqual(completed, true)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
  }

  func testHeadersComeFromTheDelegateAndRegisteredClasses() {
    let rows = Rows()
    let table = TableView(frame: .zero, style: .grouped)
    table.dataSource = rows
    table.delegate = rows
    table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    let header = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    XCTAssertEqual(header?.reuseIdentifier, "Header")
    XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "Other"))
    rows.headers[0] = header
    XCTAssertTrue(table.headerView(forSection: 0) === header)
    XCTAssertNil(table.headerView(forSection: 4), "no such section")
    header?.textLabel?.text = "Recent"
    XCTAssertEqual(header?.textLabel?.text, "Recent")
  }

  func testEditingReachesTheCellsAndTheirTransitions() {
    let cell = EditingCell(style: .default, reuseIdentifier: nil)
    cell.setEditing(true, animated: true)
    cell.setEditing(true, animated: true)
    cell.setEditing(false, animated: false)
    XCTAssertEqual(cell.transitions, ["will 1", "did 1", "will 0", "did 0"])
    cell.accessoryView = View()
    cell.indentationLevel = 2
    XCTAssertNotNil(cell.accessoryView)
    XCTAssertEqual(cell.indentationLevel, 2)
    XCTAssertNotNil(cell.imageView)
    XCTAssertTrue(cell.imageView === cell.imageView)

    let controller = TableViewController(style: .plain)
    controller.loadViewIfNeeded()
    controller.setEditing(true, animated: false)
    XCTAssertTrue(controller.tableView.isEditing, "UITableViewController.h: toggles the table")
  }
}
