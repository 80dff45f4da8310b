import BuildStepLibrary
import UIKit
import XCTest

@testable import BuildStepApp

@MainActor
final class DetailScreenTests: XCTestCase {
  private var sut: DetailScreen!
  private var presenter: CounterPresenter!

  override func setUp() async throws {
    try await super.setUp()
    sut = DetailScreen()
    presenter = CounterPresenter()
  }

  override func tearDown() async throws {
    sut = nil
    try await super.tearDown()
  }

  func test_theSubclassOverridesTheLibrarysOpenAction() {
    sut.close(UIButton())
    XCTAssertEqual(sut.closeCount, 1)
    XCTAssertTrue(sut.responds(to: #selector(Screen.close(_:))))
  }

  func test_theShareButtonSendsItsAction() throws {
    sut.loadViewIfNeeded()
    let item = try XCTUnwrap(sut.navigationItem.rightBarButtonItem)
    tap(item)
    XCTAssertEqual(sut.shared, 1)
  }

  func test_mainActorCodeIsCalledFromTheTest() {
    presenter.increment()
    XCTAssertEqual(presenter.count, 1)
  }

  func test_selectorsAndKeyPathsInStrings() {
    XCTAssertEqual(sut.labelSelectorDescription, "getter: detailLabel")
    XCTAssertEqual(DetailScreen.textKeyPath, "navigationItem.title")
  }

  @MainActor private func tap(_ item: UIBarButtonItem) {
    if let action = item.action {
      UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
    }
  }
}
