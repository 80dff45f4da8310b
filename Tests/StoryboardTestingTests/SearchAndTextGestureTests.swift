import Foundation
import StoryboardRuntime
import StoryboardTesting
import XCTest

/// A user's typing in a search controller's bar activates it, updates its results at each
/// change and tells the delegates in UIKit's order; Cancel deactivates it. Typing in a text
/// field makes it first responder while editing and posts UIKit's notifications.
final class SearchAndTextGestureTests: XCTestCase {
  final class Recorder: SearchResultsUpdating, SearchControllerDelegate, SearchBarDelegate {
    var events: [String] = []
    func updateSearchResults(for searchController: SearchController) {
      events.append("update '\(searchController.searchBar.text ?? "")'")
    }
    func willPresentSearchController(_ searchController: SearchController) {
      events.append("willPresent")
    }
    func didPresentSearchController(_ searchController: SearchController) {
      events.append("didPresent")
    }
    func willDismissSearchController(_ searchController: SearchController) {
      events.append("willDismiss")
    }
    func didDismissSearchController(_ searchController: SearchController) {
      events.append("didDismiss")
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { events.append("didBegin") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
      events.append("textDidChange '\(searchText)'")
    }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { events.append("cancel") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { events.append("didEnd") }
  }

  func testTypingInASearchControllersBarActivatesItAndUpdatesItsResults() throws {
    let recorder = Recorder()
    let search = SearchController(searchResultsController: nil)
    search.searchResultsUpdater = recorder
    search.delegate = recorder
    search.searchBar.delegate = recorder
    XCTAssertTrue(search.searchBar.searchController === search)
    try search.searchBar.type("ma", pressingSearch: true)
    XCTAssertTrue(search.isActive)
    XCTAssertTrue(search.searchBar.showsCancelButton)
    XCTAssertEqual(
      recorder.events,
      [
        "willPresent", "didPresent", "update ''", "didBegin", "textDidChange 'ma'", "update 'ma'",
        "search", "didEnd",
      ])
    recorder.events = []
    try search.searchBar.tapCancelButton()
    XCTAssertFalse(search.isActive)
    XCTAssertEqual(search.searchBar.text, "")
    XCTAssertEqual(recorder.events, ["cancel", "willDismiss", "didDismiss"])
    XCTAssertThrowsError(try search.searchBar.tapCancelButton()) {
      XCTAssertEqual("\($0)", "No control Cancel button in SearchBar.")
    }
    search.searchBar.isEnabled = false
    XCTAssertThrowsError(try search.searchBar.type("x")) {
      XCTAssertEqual("\($0)", "Cannot touch SearchBar: the control is not enabled.")
    }
  }

  func testTappingSearchTellsTheDelegateAndDescendantsListTheTreeBreadthFirst() throws {
    let recorder = Recorder()
    let search = SearchController(searchResultsController: nil)
    let bar = search.searchBar
    bar.delegate = recorder
    try bar.tapSearchButton()
    XCTAssertEqual(recorder.events, ["search"])
    bar.isEnabled = false
    XCTAssertThrowsError(try bar.tapSearchButton()) {
      XCTAssertEqual("\($0)", "Cannot touch SearchBar: the control is not enabled.")
    }
    XCTAssertEqual(recorder.events, ["search"], "a disabled bar tells nothing")
    XCTAssertTrue(bar.searchController === search)
    let root = View()
    let first = View()
    let second = View()
    let nested = View()
    root.addSubview(first)
    root.addSubview(second)
    first.addSubview(nested)
    XCTAssertEqual(
      root.descendants.map { ObjectIdentifier($0) },
      [root, first, second, nested].map {
        ObjectIdentifier($0)
      })
  }

  func testTypingInATextFieldEditsAsFirstResponderAndPostsNotifications() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ViewController()
    let field = TextField()
    field.text = "old"
    field.clearsOnBeginEditing = true
    controller.view.addSubview(field)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    final class Log: @unchecked Sendable {
      var posted: [String] = []
      var editingWhileChanging: Bool?
      weak var field: TextField?
    }
    let log = Log()
    log.field = field
    let center = NotificationCenter.default
    let observers = [
      TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification,
      TextField.textDidEndEditingNotification,
    ].map { name in
      center.addObserver(forName: name, object: field, queue: nil) { note in
        log.posted.append(note.name.rawValue)
        if name == TextField.textDidChangeNotification {
          log.editingWhileChanging = log.field?.isEditing
        }
      }
    }
    defer { observers.forEach(center.removeObserver) }
    try field.type("new")
    XCTAssertEqual(field.text, "new", "cleared when editing began")
    XCTAssertEqual(
      log.posted,
      [
        "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
        "UITextFieldTextDidEndEditingNotification",
      ])
    XCTAssertEqual(log.editingWhileChanging, true)
    XCTAssertFalse(field.isEditing)
  }
}
