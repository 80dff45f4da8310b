import Foundation

/// UIKit's `UITextField`: its text and placeholder kept as data, its delegate asked as a user's
/// typing asks it (``TextFieldDelegate``). A storyboard's `<textField>` brings its text and
/// placeholder; an alert holds ones made in code.
open class TextField: Control, TextInputTraits {
  /// The text: `""` when none was set or `nil` was, as UIKit's field reads (it never returns
  /// `nil`, though its type allows it).
  open var text: String? {
    get { storedText ?? "" }
    set { storedText = newValue }
  }
  private var storedText: String?
  /// The placeholder.
  open var placeholder: String?
  /// What is asked and told about editing.
  open weak var delegate: (any TextFieldDelegate)?

  /// An empty field.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty field.
  public override init() { super.init() }

  /// Whether the field can become first responder (and so edit): when it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// A field from a storyboard's `<textField>`: its text, placeholder and text input traits.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    text = coder.string("text")
    placeholder = coder.string("placeholder")
    decodeTextInputTraits(from: coder)
  }

  /// The field's key-value coding keys: `text`, `placeholder`, `delegate`, then the control's.
  open override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    switch name {
    case "text":
      return .property(
        get: { self.text }, set: { self.text = try ObjectiveCMember.cast($0, member: name) })
    case "placeholder":
      return .property(
        get: { self.placeholder },
        set: { self.placeholder = try ObjectiveCMember.cast($0, member: name) })
    case "delegate":
      return .property(
        get: { self.delegate }, set: { self.delegate = $0 as? any TextFieldDelegate })
    default: return super.objectiveCMember(named: name)
    }
  }

  // MARK: - Appearance and editing, kept as data

  /// The field's border (UIKit's `UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable {
    case none = 0, line, bezel, roundedRect
  }
  /// When an overlay view shows (UIKit's `UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    case never = 0, whileEditing, unlessEditing, always
  }
  /// Posted when the field becomes first responder to edit.
  public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when editing ends.
  public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")
  /// Posted when a user changes the text.
  public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")
  /// The key of the end-of-editing reason in ``textDidEndEditingNotification``'s user info.
  public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"

  /// The attributed text; setting it sets ``text`` to its characters.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
    set { text = newValue?.string }
  }
  /// The attributed placeholder; setting it sets ``placeholder``.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The text's colour.
  open var textColor: Color?
  /// The text's font.
  open var font: Font?
  /// The text's alignment.
  open var textAlignment = TextAlignment.natural
  /// The border.
  open var borderStyle = BorderStyle.none
  /// The attributes of the text.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of text typed next.
  open var typingAttributes: [NSAttributedString.Key: Any]?
  /// Whether editing clears the text first.
  open var clearsOnBeginEditing = false
  /// Whether typing replaces the text.
  open var clearsOnInsertion = false
  /// Whether the font shrinks to fit.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size it shrinks to.
  open var minimumFontSize: CGFloat = 0
  /// Whether a user may style the text.
  open var allowsEditingTextAttributes = false
  /// The background image.
  open var background: Image?
  /// The background image when disabled.
  open var disabledBackground: Image?
  /// When the clear button shows.
  open var clearButtonMode = ViewMode.never
  /// The view at the leading end.
  open var leftView: View?
  /// When ``leftView`` shows.
  open var leftViewMode = ViewMode.never
  /// The view at the trailing end.
  open var rightView: View?
  /// When ``rightView`` shows.
  open var rightViewMode = ViewMode.never
  /// The state of the field's editing interaction (the selection), to restore it later.
  open var interactionState: Any = [String: Any]()
  /// Whether the field is being edited: it is first responder.
  open var isEditing: Bool { isFirstResponder }

  /// The rectangle of the border: the bounds (geometry is data here).
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the text: the bounds.
  open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the placeholder: the bounds.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the text while editing: the bounds.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the clear button: zero.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// The rectangle of the left view: zero.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// The rectangle of the right view: zero.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// Draws the text: nothing is drawn. Inert: nothing in the simulation acts on it.
  open func drawText(in rect: CGRect) {}
  /// Draws the placeholder: nothing is drawn. Inert: nothing in the simulation acts on it.
  open func drawPlaceholder(in rect: CGRect) {}

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
