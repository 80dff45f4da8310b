import StoryboardTesting
import XCTest

/// Views built in code keep their data: subviews, text, fonts, constraints, actions.
final class CodeBuiltViewTests: XCTestCase {
  func testACodeBuiltScreenKeepsItsViewsAndConstraints() throws {
    let screen = CodeBuiltProfileViewController()
    let window = makeVisibleWindow(root: screen)
    let stack = try XCTUnwrap(screen.view.subviews.first as? UIStackView)
    XCTAssertEqual(stack.arrangedSubviews.count, 2)
    XCTAssertFalse(stack.translatesAutoresizingMaskIntoConstraints)
    XCTAssertEqual(stack.constraints.count, 3, "the stack's three active constraints")
    XCTAssertEqual(stack.constraints.map(\.firstAttribute), [.leading, .trailing, .top])
    XCTAssertEqual(stack.constraints.map(\.constant), [16, -16, 20])
    XCTAssertIdentical(stack.constraints[0].secondItem, screen.view.safeAreaLayoutGuide)
    XCTAssertEqual(screen.followButton.constraints.first?.constant, 44)
    XCTAssertEqual(screen.nameLabel.font.pointSize, 17)
    XCTAssertEqual(screen.nameLabel.font, UIFont.preferredFont(forTextStyle: .headline))
    let custom = try XCTUnwrap(UIFont(name: "Avenir-Heavy", size: 20))
    XCTAssertEqual(custom.familyName, "Avenir")
    XCTAssertEqual(custom.withSize(12).pointSize, 12)
    try screen.view.tap("Follow")
    XCTAssertEqual(screen.follows, 1)
    NSLayoutConstraint.deactivate(stack.constraints)
    XCTAssertEqual(stack.constraints.count, 0)
    _ = window
  }

  func testPickersProgressRefreshAndTextKeepTheirData() {
    let picker = UIDatePicker()
    picker.datePickerMode = .date
    let start = Date(timeIntervalSince1970: 0)
    picker.minimumDate = start
    picker.setDate(Date(timeIntervalSince1970: -100), animated: false)
    XCTAssertEqual(picker.date, start, "kept within the bounds")
    let progress = UIProgressView()
    progress.setProgress(1.5, animated: true)
    XCTAssertEqual(progress.progress, 1)
    let table = UITableView(frame: .zero, style: .plain)
    table.refreshControl = UIRefreshControl()
    table.refreshControl?.beginRefreshing()
    XCTAssertEqual(table.refreshControl?.isRefreshing, true)
    XCTAssertIdentical(table.refreshControl?.superview, table)
    let notes = UITextView()
    notes.text = "Hello"
    notes.isEditable = false
    XCTAssertEqual(notes.text, "Hello")
    let search = UISearchBar()
    search.placeholder = "Search"
    XCTAssertEqual(search.placeholder, "Search")
  }
}
