import Foundation
import Storyboards
import XCTest

/// A cell's content configuration shows in a list content view a test can read; the cell
/// updates its configurations when its state changes and before a table hands it out,
/// `updateConfiguration(using:)` before the handler (UITableViewCell.h).
final class CellConfigurationTests: XCTestCase {
  final class ProfileCell: TableViewCell {
    var updates: [String] = []
    override func updateConfiguration(using state: CellConfigurationState) {
      super.updateConfiguration(using: state)
      updates.append(state.isSelected ? "selected" : "normal")
      var content = defaultContentConfiguration()
      content.text = "Ada"
      content.secondaryText = state.isSelected ? "chosen" : nil
      contentConfiguration = content
    }
  }
  final class Rows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      ProfileCell(style: .subtitle, reuseIdentifier: nil)
    }
  }

  func testAContentConfigurationShowsItsTextsInTheContentView() throws {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    XCTAssertTrue(content.prefersSideBySideTextAndSecondaryText, "a value cell's")
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    content.image = Image(systemName: "wifi")
    content.textProperties.color = .red
    cell.contentConfiguration = content
    let shown = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? ListContentView }.first)
    XCTAssertEqual(shown.textLabel.text, "Wi-Fi")
    XCTAssertEqual(shown.secondaryTextLabel.text, "Home")
    XCTAssertEqual(shown.imageView.image?.systemName, "wifi")
    XCTAssertEqual(cell.contentConfiguration as? ListContentConfiguration, content)
    content.text = "Bluetooth"
    cell.contentConfiguration = content
    XCTAssertEqual(shown.textLabel.text, "Bluetooth", "the same view shows the new configuration")
    cell.contentConfiguration = nil
    XCTAssertNil(shown.superview)
    var background = BackgroundConfiguration.listGroupedCell()
    background.cornerRadius = 10
    cell.backgroundConfiguration = background
    XCTAssertEqual(cell.backgroundConfiguration?.cornerRadius, 10)
    XCTAssertNil(
      cell.defaultBackgroundConfiguration().backgroundColor, "the system's, resolved when drawn")
    XCTAssertEqual(cell.defaultBackgroundConfiguration(), .listPlainCell())
    XCTAssertNotEqual(cell.defaultBackgroundConfiguration(), .listGroupedCell())
  }

  func testTheCellUpdatesItsConfigurationForItsState() throws {
    let table = TableView(frame: .zero, style: .plain)
    let rows = Rows()
    table.dataSource = rows
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ProfileCell)
    XCTAssertEqual(cell.updates, ["normal"], "before the table hands it out")
    var order: [String] = []
    cell.configurationUpdateHandler = { cell, _ in
      order.append("handler after \((cell as? ProfileCell)?.updates.last ?? "")")
    }
    cell.setSelected(true, animated: false)
    XCTAssertEqual(cell.updates.suffix(2), ["normal", "selected"])
    XCTAssertEqual(order, ["handler after normal", "handler after selected"])
    XCTAssertEqual(
      (cell.contentConfiguration as? ListContentConfiguration)?.secondaryText, "chosen")
    XCTAssertTrue(cell.configurationState.isSelected)
    cell.setSelected(true, animated: false)
    XCTAssertEqual(cell.updates.count, 3, "no change, no update")
  }

  func testStatesKeepTheAppsOwnValues() {
    var state = CellConfigurationState(traitCollection: TraitCollection())
    let key = ConfigurationStateCustomKey("com.example.favorite")
    state[key] = true
    XCTAssertEqual(state[key], true)
    XCTAssertEqual(state.cellDragState, .none)
    XCTAssertEqual(Axis.both, [.horizontal, .vertical])
    var content = ListContentConfiguration.cell()
    content.text = "Ada"
    XCTAssertEqual(
      content.description, "<ListContentConfiguration: text: Ada, secondaryText: nil>")
    XCTAssertEqual(content.debugDescription, content.description)
    XCTAssertTrue(state.description.contains("isSelected: false"))
  }
}
