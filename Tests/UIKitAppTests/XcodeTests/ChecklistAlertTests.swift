import ViewControllerPresentationSpy
import XCTest

@testable import UIKitApp

/// The Clear button's action sheet, tested with ViewControllerPresentationSpy's verifier.
@MainActor
final class ChecklistAlertTests: XCTestCase {
  private var alertVerifier: AlertVerifier!
  private var sut: ChecklistViewController!

  override func setUp() async throws {
    try await super.setUp()
    alertVerifier = AlertVerifier()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut = storyboard.instantiateViewController(identifier: "Checklist")
    sut.loadViewIfNeeded()
  }

  override func tearDown() async throws {
    alertVerifier = nil
    sut = nil
    try await super.tearDown()
  }

  func test_tappingClear_showsAnActionSheetFromTheButton() {
    sut.clearButton.sendActions(for: .touchUpInside)

    alertVerifier.verify(
      title: "Clear the list?", message: nil, animated: true,
      actions: [.destructive("Clear"), .cancel("Cancel")], preferredStyle: .actionSheet,
      presentingViewController: sut)
    XCTAssertTrue(alertVerifier.popover?.sourceView === sut.clearButton)
  }

  func test_clearAction_emptiesTheList() throws {
    sut.addButton.sendActions(for: .touchUpInside)
    sut.clearButton.sendActions(for: .touchUpInside)

    try alertVerifier.executeAction(forButton: "Clear")

    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 0)
  }
}
