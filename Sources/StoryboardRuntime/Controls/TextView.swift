import Foundation

/// UIKit's `UITextView`: its text and whether it can be edited, kept as data.
open class TextView: ScrollView {
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

  /// A text view from a storyboard's `<textView>`: its text and editability.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    text = coder.string("text") ?? ""
    isEditable = coder.boolean("editable") ?? true
    isSelectable = coder.boolean("selectable") ?? true
  }
}
