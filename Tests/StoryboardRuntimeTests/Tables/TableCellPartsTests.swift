import Foundation
import Storyboards
import XCTest

/// A cell's labels follow its style, its highlight and editing state are kept, and a header or
/// footer view makes its labels and shows its content configuration in its content view.
final class TableCellPartsTests: XCTestCase {
  final class CountingCell: TableViewCell {
    var updates = 0
    override func updateConfiguration(using state: CellConfigurationState) {
      updates += 1
      super.updateConfiguration(using: state)
    }
  }

  func testADefaultCellHasNoDetailLabelAndTheOtherStylesHaveOne() {
    XCTAssertNil(TableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel)
    for style in [TableViewCell.CellStyle.value1, .value2, .subtitle] {
      let cell = TableViewCell(style: style, reuseIdentifier: "Row")
      let detail = cell.detailTextLabel
      XCTAssertNotNil(detail, "\(style)")
      XCTAssertTrue(cell.detailTextLabel === detail, "made once")
      XCTAssertTrue(detail?.superview === cell.contentView)
    }
    let framed = TableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    XCTAssertEqual(framed.frame.size, CGSize(width: 320, height: 44))
    XCTAssertNil(framed.reuseIdentifier)
    XCTAssertNil(framed.detailTextLabel)
    let registered = TableViewCell.makeRegisteredCell(reuseIdentifier: "Made")
    XCTAssertEqual(registered.reuseIdentifier, "Made")
  }

  func testHighlightingChangesTheStateOnceAndUpdatesTheConfiguration() {
    let cell = CountingCell(style: .default, reuseIdentifier: nil)
    let before = cell.updates
    cell.setHighlighted(true, animated: true)
    XCTAssertTrue(cell.isHighlighted)
    XCTAssertEqual(cell.updates, before + 1)
    cell.setHighlighted(true, animated: false)
    XCTAssertEqual(cell.updates, before + 1, "no change, no update")
    cell.setHighlighted(false, animated: false)
    XCTAssertFalse(cell.isHighlighted)
    cell.prepareForReuse()
    XCTAssertFalse(cell.isHighlighted)
  }

  func testAnEditingCellsStyleIsDeleteAndItsTransitionsAreHooks() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    XCTAssertEqual(cell.editingStyle, .none)
    cell.setEditing(true, animated: false)
    XCTAssertEqual(cell.editingStyle, .delete)
    XCTAssertFalse(cell.showingDeleteConfirmation, "no swipe is simulated")
    cell.willTransition(to: .showingEditControl)
    cell.didTransition(to: [.showingEditControl, .showingDeleteConfirmation])
    cell.dragStateDidChange(.lifting)
    XCTAssertTrue(cell.isEditing)
  }

  func testAHeaderFooterViewMakesItsLabelsInItsContentView() {
    let header = TableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    XCTAssertEqual(header.frame.height, 28)
    XCTAssertNil(header.reuseIdentifier)
    XCTAssertTrue(header.contentView.superview === header)
    let detail = header.detailTextLabel
    XCTAssertTrue(detail?.superview === header.contentView)
    XCTAssertTrue(header.detailTextLabel === detail)
    header.prepareForReuse()
    XCTAssertTrue(header.detailTextLabel === detail, "kept across reuse")
    let decoded = TableViewHeaderFooterView(coder: NSCoder())
    XCTAssertTrue(decoded?.contentView.superview === decoded)
  }

  func testAHeaderFooterViewShowsItsContentConfigurationAndRunsItsUpdateHandler() {
    let header = TableViewHeaderFooterView(reuseIdentifier: "Header")
    var configuration = header.defaultContentConfiguration()
    configuration.text = "Recent"
    header.contentConfiguration = configuration
    XCTAssertEqual((header.contentConfiguration as? ListContentConfiguration)?.text, "Recent")
    XCTAssertEqual(header.contentView.subviews.count, 1, "the configuration's content view")
    header.backgroundConfiguration = .clear()
    XCTAssertEqual(header.backgroundConfiguration, .clear())
    var states: [ViewConfigurationState] = []
    header.configurationUpdateHandler = { _, state in states.append(state) }
    XCTAssertEqual(states.count, 1, "setting the handler asks for an update")
    header.setNeedsUpdateConfiguration()
    XCTAssertEqual(states.count, 2)
    XCTAssertFalse(header.configurationState.isHighlighted)
    header.updateConfiguration(using: header.configurationState)
    XCTAssertEqual(states.count, 2, "updateConfiguration(using:) does not run the handler")
    header.contentConfiguration = nil
    XCTAssertTrue(header.contentView.subviews.isEmpty)
  }
}
