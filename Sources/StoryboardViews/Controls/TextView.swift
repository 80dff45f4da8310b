import Foundation
import StoryboardRuntime

/// UIKit's `UITextView`: its text and whether it can be edited, kept as data.
open class TextView: ScrollView, TextInputTraits {
  /// Whether the text view can become first responder (and so edit): yes.
  open override var canBecomeFirstResponder: Bool { true }

  /// The text.
  open var text: String! = ""
  /// Whether a user can edit the text.
  open var isEditable = true
  /// Whether a user can select the text.
  open var isSelectable = true
  /// The font.
  open var font: Font?

  /// An empty text view.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty text view.
  public override init() { super.init() }

  /// A text view from a storyboard's `<textView>`: its text, editability and input traits.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    text = coder.string("text") ?? ""
    isEditable = coder.boolean("editable") ?? true
    isSelectable = coder.boolean("selectable") ?? true
    decodeTextInputTraits(from: coder)
  }

  /// Posted when the text view becomes first responder to edit.
  public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when a user changes the text.
  public static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when editing ends.
  public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The object asked and told of a user's editing.
  open weak var delegate: (any TextViewDelegate)?
  /// The text's colour.
  open var textColor: Color?
  /// The text's alignment.
  open var textAlignment = TextAlignment.natural
  /// The selected range.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// What the text view turns into links.
  open var dataDetectorTypes: DataDetectorTypes = []
  /// Whether a user may style the text.
  open var allowsEditingTextAttributes = false
  /// The attributed text; setting it sets ``text`` to its characters.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text ?? "", attributes: typingAttributes) }
    set { text = newValue?.string ?? "" }
  }
  /// The attributes of text typed next.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of links.
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  /// Whether typing replaces the text.
  open var clearsOnInsertion = false
  /// The insets of the text.
  open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// Whether the text scales as in a Mac app.
  open var usesStandardTextScaling = false
  /// Whether the find panel is available.
  open var isFindInteractionEnabled = false
  /// The state of the editing interaction (the selection), to restore it later.
  open var interactionState: Any = [String: Any]()
  /// A text view with TextKit 2 or TextKit 1: either way, its text is data.
  public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero) }

  /// Scrolls `range` into view: there is nothing to scroll.
  /// Inert: nothing in the simulation acts on it.
  open func scrollRangeToVisible(_ range: NSRange) {}

  /// The view shown instead of the keyboard while editing.
  /// Inert: nothing in the simulation acts on it.
  open override var inputView: View? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  private var storedInputView: View?
  /// The view shown above the keyboard while editing.
  /// Inert: nothing in the simulation acts on it.
  open override var inputAccessoryView: View? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  private var storedInputAccessoryView: View?

  // MARK: - Text input traits (``TextInputTraits``), read from `<textInputTraits>`

  /// Which letters are capitalized as a user types; `.sentences` by default.
  open var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Whether typing is corrected.
  open var autocorrectionType = TextAutocorrectionType.default
  /// Whether spelling is checked.
  open var spellCheckingType = TextSpellCheckingType.default
  /// Whether straight quotes become typographic ones.
  open var smartQuotesType = TextSmartQuotesType.default
  /// Whether two hyphens become a dash.
  open var smartDashesType = TextSmartDashesType.default
  /// Whether spaces are adjusted around pasted and deleted words.
  open var smartInsertDeleteType = TextSmartInsertDeleteType.default
  /// The kind of keyboard shown.
  open var keyboardType = KeyboardType.default
  /// The keyboard's look.
  open var keyboardAppearance = KeyboardAppearance.default
  /// The title of the return key.
  open var returnKeyType = ReturnKeyType.default
  /// Whether the return key is disabled while there is no text.
  open var enablesReturnKeyAutomatically = false
  /// Whether the text is hidden as typed.
  open var isSecureTextEntry = false
  /// What the input holds, for the keyboard's suggestions.
  open var textContentType: TextContentType!
  /// The rules a new password must follow.
  open var passwordRules: TextInputPasswordRules?
}
