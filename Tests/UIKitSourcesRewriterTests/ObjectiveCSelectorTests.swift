import XCTest

@testable import UIKitSourcesRewriter

/// Swift's `@objc` naming: the cases and the preposition rule.
final class ObjectiveCSelectorTests: XCTestCase {
  func testSelectorsFollowSwiftsNaming() {
    let cases: [(String, [String], String)] = [
      ("save", [], "save"),
      ("save", ["_"], "save:"),
      ("share", ["sender"], "shareWithSender:"),
      ("doIt", ["with"], "doItWith:"),
      ("init", ["name"], "initWithName:"),
      ("move", ["_", "to"], "move:to:"),
      ("moveTo", ["point"], "moveToPoint:"),
      ("pick", ["_", "_"], "pick::"),
      ("load", ["fromURL"], "loadFromURL:"),
    ]
    for (base, labels, expected) in cases {
      XCTAssertEqual(
        ObjectiveCSelector(baseName: base, labels: labels).name, expected, "\(base)\(labels)")
    }
  }

  func testProtocolRequirementsTakeUIKitsNames() {
    let scan = SwiftFileScan(
      """
      class List: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        @objc(customName:) func renamed(_ x: Int) {}
      }
      """)
    let members = scan.types[0].members
    XCTAssertEqual(
      members.map(\.selector.name), ["tableView:didSelectRowAtIndexPath:", "customName:"])
  }
}
