import StoryboardTesting
import XCTest

@testable import UIKitNotes

/// The notes app tested as its team would, in UIKit terms only: UIKit's API and
/// StoryboardTesting's gestures. The file type-checks for iOS (`Scripts/ios-typecheck.sh`) and
/// runs on Linux.
final class NotesAppTests: XCTestCase {
  private var window: UIWindow!
  private var tabs: UITabBarController!
  private var list: NotesListViewController!

  override func setUpWithError() throws {
    try launch(horizontalSizeClass: .compact)
  }

  /// Opens the app's storyboard in a visible window, as its scene delegate does.
  private func launch(horizontalSizeClass: UIUserInterfaceSizeClass) throws {
    let storyboard = UIStoryboard(name: "Notes", bundle: nil)
    tabs = try XCTUnwrap(storyboard.instantiateInitialViewController() as? UITabBarController)
    window = makeVisibleWindow(root: tabs, horizontalSizeClass: horizontalSizeClass)
    let notes = try XCTUnwrap(tabs.viewControllers?.first as? UINavigationController)
    list = try XCTUnwrap(notes.topViewController as? NotesListViewController)
  }

  /// Taps the Settings tab, as the user does, and returns its controller.
  private func tapSettings() throws -> SettingsViewController {
    try tabs.tapTabBarItem(at: 1)
    return try XCTUnwrap(
      (tabs.selectedViewController as? UINavigationController)?.topViewController
        as? SettingsViewController)
  }

  func testTheTabsAreTheStoryboardsTabBarItems() {
    XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Notes", "Settings"])
    XCTAssertEqual(tabs.tabBar.items?.first?.image, UIImage(named: "note.text"))
    XCTAssertIdentical(tabs.tabBar.selectedItem, tabs.viewControllers?.first?.tabBarItem)
    XCTAssertIdentical(UIApplication.shared.keyWindow, window)
  }

  func testTheListHasAddShareAndEditButtons() throws {
    XCTAssertEqual(list.navigationItem.title, "Notes")
    XCTAssertIdentical(list.navigationItem.leftBarButtonItem, list.editButtonItem)
    XCTAssertEqual(list.navigationItem.rightBarButtonItems?.first?.primaryAction?.title, "Add")
    XCTAssertIdentical(list.navigationItem.rightBarButtonItems?.last, list.shareButton)
    XCTAssertEqual(list.toolbarItems?.last?.title, "Delete All")
  }

  func testEditingShowsTheToolbar() throws {
    let navigation = try XCTUnwrap(list.navigationController)
    XCTAssertTrue(navigation.isToolbarHidden)
    try list.editButtonItem.tap()
    XCTAssertTrue(list.isEditing)
    XCTAssertEqual(list.editButtonItem.title, "Done")
    XCTAssertFalse(navigation.isToolbarHidden)
    try list.editButtonItem.tap()
    XCTAssertFalse(list.isEditing)
    XCTAssertTrue(navigation.isToolbarHidden)
  }

  func testAddingANoteThroughTheAlert() throws {
    try XCTUnwrap(list.navigationItem.rightBarButtonItems?.first).tap()
    let alert = try XCTUnwrap(list.presentedViewController as? UIAlertController)
    XCTAssertEqual(alert.title, "New Note")
    XCTAssertEqual(alert.textFields?.first?.placeholder, "Title")
    alert.textFields?.first?.text = "Books"
    try alert.tapAction(titled: "Add")
    XCTAssertNil(list.presentedViewController)
    XCTAssertEqual(list.notes.last, Note(title: "Books"))
  }

  func testDeletingAllAsksFirst() throws {
    list.confirmDeleteAll()
    let alert = try XCTUnwrap(list.presentedViewController as? UIAlertController)
    XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "Delete"])
    XCTAssertIdentical(alert.preferredAction, alert.actions.last)
    try alert.tapAction(titled: "Cancel")
    XCTAssertEqual(list.notes.count, 2)
    list.confirmDeleteAll()
    try XCTUnwrap(list.presentedViewController as? UIAlertController).tapAction(titled: "Delete")
    XCTAssertEqual(list.notes, [])
  }

  func testTheShareSheetIsAPopoverFromItsButtonOnAnIPad() throws {
    try launch(horizontalSizeClass: .regular)
    list.share()
    let sheet = try XCTUnwrap(list.presentedViewController as? UIAlertController)
    XCTAssertEqual(sheet.modalPresentationStyle, .popover)
    XCTAssertIdentical(sheet.popoverPresentationController?.barButtonItem, list.shareButton)
  }

  func testOpeningANotePushesItWithoutTheTabBar() throws {
    list.open(row: 1)
    let note = try XCTUnwrap(list.navigationController?.topViewController as? NoteViewController)
    XCTAssertEqual(note.note, Note(title: "Ideas"))
    XCTAssertEqual(note.navigationItem.title, "Ideas")
    XCTAssertTrue(note.hidesBottomBarWhenPushed)
    XCTAssertEqual(note.view.backgroundColor, .systemBackground)
  }

  func testTheAboutSheetCanBeSwipedAway() throws {
    let settings = try tapSettings()
    settings.showAbout()
    let about = try XCTUnwrap(settings.presentedViewController as? UINavigationController)
    XCTAssertEqual(about.sheetPresentationController?.detents, [.medium(), .large()])
    XCTAssertTrue(about.swipeToDismiss())
    XCTAssertTrue(settings.aboutWasSwipedAway)
    XCTAssertNil(settings.presentedViewController)
  }

  func testTheNavigationDelegateSeesEveryPush() throws {
    let settings = try tapSettings()
    settings.showLicenses()
    settings.navigationController?.popViewController(animated: true)
    XCTAssertEqual(settings.shownTitles, ["Licenses", "Settings"])
  }
}
