import BuildStepLibrary
import XCTest

@testable import BuildStepApp

final class PickerTests: XCTestCase {
  func test_aDelegateGetsTheOptionalRequirementsItImplements() {
    let picker = Picker()
    let host = PickerHost()
    picker.delegate = host
    XCTAssertTrue(picker.pick(3))
    XCTAssertEqual(host.picked, [3])
  }

  func test_anImplementedOptionalRequirementAnswers() {
    let picker = Picker()
    let delegate = KeepOpen()
    picker.delegate = delegate
    XCTAssertFalse(picker.pick(1))
    XCTAssertTrue(delegate.responds(to: #selector(PickerDelegate.pickerShouldClose(_:))))
    XCTAssertFalse(delegate.responds(to: #selector(PickerDelegate.picker(_:didPick:))))
  }

  func test_theLibrarysConditionalViewIsThere() {
    let badge = BadgeView()
    badge.count = 2
    XCTAssertEqual(badge.count, 2)
  }
}
