import StoryboardTesting
import XCTest

/// What assistive apps read of a view: UIKit's defaults for plain views, labels and buttons
/// (Apple's documentation: "If the receiver is a UIKit control, the default value is true",
/// `isAccessibilityElement`; "standard UIKit controls and views have labels that derive from
/// their titles", `accessibilityLabel`; the traits are this runtime's reading of "an
/// appropriate combination of traits for all standard controls and views"), what the app
/// sets read back, and a storyboard's Accessibility inspector.
final class UIKitAccessibilityTests: XCTestCase {
  func testAPlainViewIsNoElementUntilTheAppSaysSo() {
    let view = UIView()
    XCTAssertFalse(view.isAccessibilityElement)
    XCTAssertNil(view.accessibilityLabel)
    XCTAssertEqual(view.accessibilityTraits, .none)
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Profile picture"
    view.accessibilityHint = "Opens the profile."
    view.accessibilityValue = "3 of 5"
    view.accessibilityTraits = [.image, .button]
    XCTAssertTrue(view.isAccessibilityElement)
    XCTAssertEqual(view.accessibilityLabel, "Profile picture")
    XCTAssertEqual(view.accessibilityHint, "Opens the profile.")
    XCTAssertEqual(view.accessibilityValue, "3 of 5")
    XCTAssertEqual(view.accessibilityTraits, [.image, .button])
    XCTAssertFalse(view.accessibilityTraits.contains(.header))
  }

  func testALabelReadsItsTextAsStaticText() {
    let label = UILabel()
    label.text = "Inbox"
    XCTAssertTrue(label.isAccessibilityElement)
    XCTAssertEqual(label.accessibilityLabel, "Inbox")
    XCTAssertEqual(label.accessibilityTraits, .staticText)
    label.isEnabled = false
    XCTAssertEqual(label.accessibilityTraits, [.staticText, .notEnabled])
    label.accessibilityLabel = "Inbox, 3 unread"
    label.text = "Inbox (3)"
    XCTAssertEqual(label.accessibilityLabel, "Inbox, 3 unread")
    label.accessibilityLabel = nil
    XCTAssertEqual(label.accessibilityLabel, "Inbox (3)", "back to the derived label")
  }

  func testAButtonReadsItsTitleAsAButtonFollowingItsState() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    XCTAssertTrue(button.isAccessibilityElement)
    XCTAssertEqual(button.accessibilityLabel, "Save")
    XCTAssertEqual(button.accessibilityTraits, .button)
    button.isEnabled = false
    XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled])
    button.isEnabled = true
    button.isSelected = true
    XCTAssertEqual(button.accessibilityTraits, [.button, .selected])
    button.accessibilityTraits = .link
    XCTAssertEqual(button.accessibilityTraits, .link)
  }

  func testAStoryboardsAccessibilityInspectorIsRead() throws {
    let storyboard = UIStoryboard(name: "Fidelity", bundle: Bundle.module)
    let form = storyboard.instantiateViewController(withIdentifier: "Form")
    let send = try XCTUnwrap(form.view.viewWithTag(7) as? UIButton)
    XCTAssertEqual(send.accessibilityIdentifier, "send")
    XCTAssertEqual(send.accessibilityLabel, "Send message")
    XCTAssertEqual(send.accessibilityHint, "Sends the message.")
    XCTAssertEqual(send.accessibilityTraits, .button)
    let avatar = try XCTUnwrap(form.view.viewWithTag(8))
    XCTAssertEqual(avatar.accessibilityLabel, "Avatar")
    XCTAssertEqual(avatar.accessibilityTraits, [.image, .header])
  }
}
