import StoryboardTesting
import XCTest

/// A user's tap on a row asks the table's delegate in UIKit's order: the highlight first, then
/// the selection; a row that may not be highlighted is not selected.
final class UIKitTableTapTests: XCTestCase {
  /// Three rows, and a log of what the table asks.
  final class Colors: UITableViewController {
    var log: [String] = []
    var highlightable = true

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      log.append("shouldHighlight \(indexPath.row)")
      return highlightable
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      log.append("didHighlight \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      log.append("didUnhighlight \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      log.append("willSelect \(indexPath.row)")
      return indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.row)")
    }
  }

  func testATapHighlightsThenSelects() throws {
    let colors = Colors(style: .plain)
    let window = makeVisibleWindow(root: colors)
    XCTAssertEqual(
      try colors.tableView.tapRow(at: IndexPath(row: 1, section: 0)), IndexPath(row: 1, section: 0))
    XCTAssertEqual(
      colors.log,
      ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
    colors.log = []
    colors.highlightable = false
    XCTAssertNil(try colors.tableView.tapRow(at: IndexPath(row: 2, section: 0)))
    XCTAssertEqual(colors.log, ["shouldHighlight 2"])
    XCTAssertEqual(colors.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    _ = window
  }
}
