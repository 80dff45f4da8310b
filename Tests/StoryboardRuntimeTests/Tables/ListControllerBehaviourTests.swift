import Foundation
import Storyboards
import XCTest

/// Table and collection view controllers clear their selection when they appear again (their
/// headers say so); nibs are not read and say what to do instead; scroll view delegates,
/// anchors and the show-target walk by selector answer as UIKit's.
final class ListControllerBehaviourTests: XCTestCase {
  final class Rows: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      3
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    { TableViewCell(style: .default, reuseIdentifier: nil) }
  }

  func testATableControllerDeselectsItsRowWhenItAppearsAgain() throws {
    let rows = Rows(style: .plain)
    let navigation = NavigationController(rootViewController: rows)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    _ = rows.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    rows.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    navigation.pushViewController(ViewController(), animated: false)
    XCTAssertEqual(rows.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    navigation.popViewController(animated: false)
    XCTAssertNil(rows.tableView.indexPathForSelectedRow, "cleared in viewWillAppear")

    rows.clearsSelectionOnViewWillAppear = false
    rows.tableView.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    navigation.pushViewController(ViewController(), animated: false)
    navigation.popViewController(animated: false)
    XCTAssertEqual(rows.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    _ = window
  }

  func testANibThatCannotBeFoundRaisesWhenACellIsDequeued() {
    let table = TableView(frame: .zero, style: .plain)
    table.register(Nib(nibName: "PhotoCell", bundle: nil), forCellReuseIdentifier: "Photo")
    XCTAssertThrowsError(try catching { _ = table.dequeueReusableCell(withIdentifier: "Photo") }) {
      guard case .nibNotFound(let name, _)? = $0 as? StoryboardError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(name, "PhotoCell")
    }
    XCTAssertThrowsError(
      try catching { _ = Nib(nibName: "Card", bundle: nil).instantiate(withOwner: nil) })
  }

  func testScrollDelegatesAnchorsAndTheShowTargetBySelector() {
    final class Scrolling: ScrollViewDelegate {}
    let delegate = Scrolling()
    XCTAssertTrue(delegate.scrollViewShouldScrollToTop(ScrollView()))
    XCTAssertNil(delegate.viewForZooming(in: ScrollView()))

    let view = View()
    let other = View()
    let spaced = view.leadingAnchor.constraint(
      equalToSystemSpacingAfter: other.trailingAnchor, multiplier: 2)
    XCTAssertEqual(spaced.constant, 16)
    let proportional = view.widthAnchor.constraint(
      greaterThanOrEqualTo: other.widthAnchor, multiplier: 0.5)
    XCTAssertEqual(proportional.multiplier, 0.5)
    XCTAssertEqual(proportional.relation, .greaterThanOrEqual)

    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    XCTAssertTrue(
      root.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil)
        === navigation)
    XCTAssertNil(root.targetViewController(forAction: Selector("unknown:"), sender: nil))
    XCTAssertTrue(DeviceOrientation.faceUp.isFlat)
    XCTAssertTrue(DeviceOrientation.landscapeLeft.isValidInterfaceOrientation)
    XCTAssertEqual(BarMetrics.landscapePhone, .compact)
  }
}
