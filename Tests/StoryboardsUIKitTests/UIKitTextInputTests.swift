import StoryboardTesting
import XCTest

/// A storyboard's text input traits read through UIKit's `UITextInputTraits`, UIKit's defaults
/// for fields made in code, and what a subclass overrides.
final class UIKitTextInputTests: XCTestCase {
  /// A field that shows its password on demand, as apps write them.
  final class RevealingPasswordField: UITextField {
    var changes: [Bool] = []
    override var isSecureTextEntry: Bool {
      didSet { changes.append(isSecureTextEntry) }
    }
    override var keyboardType: UIKeyboardType {
      get { .asciiCapable }
      set { super.keyboardType = newValue }
    }
  }

  private func form() -> UIViewController {
    let storyboard = UIStoryboard(name: "Fidelity", bundle: Bundle.module)
    let form = storyboard.instantiateViewController(withIdentifier: "Form")
    form.loadViewIfNeeded()
    return form
  }

  func testATextFieldsTraitsComeFromItsStoryboard() throws {
    let email = try XCTUnwrap(form().view.viewWithTag(1) as? UITextField)
    XCTAssertEqual(email.autocapitalizationType, .none)
    XCTAssertEqual(email.autocorrectionType, .no)
    XCTAssertEqual(email.spellCheckingType, .no)
    XCTAssertEqual(email.keyboardType, .emailAddress)
    XCTAssertEqual(email.returnKeyType, .next)
    XCTAssertEqual(email.textContentType, .username)
    XCTAssertFalse(email.isSecureTextEntry)
    XCTAssertFalse(email.enablesReturnKeyAutomatically)
    XCTAssertEqual(email.keyboardAppearance, .default, "not written: UIKit's default")

    let password = try XCTUnwrap(form().view.viewWithTag(2) as? UITextField)
    XCTAssertTrue(password.isSecureTextEntry)
    XCTAssertTrue(password.enablesReturnKeyAutomatically)
    XCTAssertEqual(password.returnKeyType, .done)
    XCTAssertEqual(password.textContentType, UITextContentType.password)
    XCTAssertEqual(password.autocapitalizationType, .sentences, "not written: UIKit's default")
  }

  func testATextViewsAndASearchBarsTraitsComeFromTheStoryboard() throws {
    let view = form().view!
    let notes = try XCTUnwrap(view.viewWithTag(3) as? UITextView)
    XCTAssertEqual(notes.keyboardAppearance, .dark)
    XCTAssertEqual(notes.smartQuotesType, .no)
    XCTAssertEqual(notes.smartDashesType, .no)
    XCTAssertEqual(notes.smartInsertDeleteType, .no)
    XCTAssertEqual(notes.autocapitalizationType, .sentences)
    let search = try XCTUnwrap(view.viewWithTag(4) as? UISearchBar)
    XCTAssertEqual(search.keyboardType, .webSearch)
    XCTAssertEqual(search.returnKeyType, .search)
  }

  func testAFieldMadeInCodeHasUIKitsDefaultsAndKeepsWhatIsSet() {
    let field = UITextField()
    XCTAssertEqual(field.text, "", "UIKit's field reads an empty string, never nil")
    XCTAssertEqual(field.autocapitalizationType, .sentences)
    XCTAssertEqual(field.autocorrectionType, .default)
    XCTAssertEqual(field.keyboardType, .default)
    XCTAssertEqual(field.returnKeyType, .default)
    XCTAssertNil(field.textContentType)
    XCTAssertNil(field.passwordRules)
    field.keyboardType = .numberPad
    field.returnKeyType = .continue
    field.textContentType = .oneTimeCode
    field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
    field.text = nil
    XCTAssertEqual(field.keyboardType, .numberPad)
    XCTAssertEqual(field.returnKeyType, .continue)
    XCTAssertEqual(field.textContentType, .oneTimeCode)
    XCTAssertEqual(field.passwordRules?.passwordRulesDescriptor, "minlength: 8;")
    XCTAssertEqual(field.text, "", "setting nil reads back an empty string")
    XCTAssertEqual(UIKeyboardType.numberPad.rawValue, 4)
    XCTAssertEqual(UIReturnKeyType.done.rawValue, 9)
    XCTAssertEqual(UITextAutocapitalizationType.allCharacters.rawValue, 3)
  }

  func testATextViewAndASearchBarKeepTheTraitsSet() {
    let textView = UITextView()
    let searchBar = UISearchBar()
    XCTAssertEqual(textView.keyboardType, .default)
    XCTAssertEqual(searchBar.returnKeyType, .default)
    textView.keyboardType = .decimalPad
    textView.isSecureTextEntry = true
    searchBar.returnKeyType = .go
    searchBar.autocorrectionType = .yes
    XCTAssertEqual(textView.keyboardType, .decimalPad)
    XCTAssertTrue(textView.isSecureTextEntry)
    XCTAssertEqual(searchBar.returnKeyType, .go)
    XCTAssertEqual(searchBar.autocorrectionType, .yes)
  }

  func testASubclassOverridesATrait() {
    let field = RevealingPasswordField()
    field.isSecureTextEntry = true
    field.isSecureTextEntry = false
    XCTAssertEqual(field.changes, [true, false])
    field.keyboardType = .phonePad
    XCTAssertEqual(field.keyboardType, .asciiCapable, "the override answers")
  }
}
