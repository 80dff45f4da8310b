import Foundation

/// UIKit's `UITextField`: its text and placeholder kept as data, its delegate asked as a user's
/// typing asks it (``TextFieldDelegate``). A storyboard's `<textField>` brings its text and
/// placeholder; an alert holds ones made in code.
open class TextField: Control {
  /// The text.
  open var text: String?
  /// The placeholder.
  open var placeholder: String?
  /// Whether the text is hidden as typed.
  open var isSecureTextEntry = false
  /// What is asked and told about editing.
  open weak var delegate: (any TextFieldDelegate)?

  /// An empty field.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty field.
  public override init() { super.init() }

  /// Whether the field can become first responder (and so edit): when it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// A field from a storyboard's `<textField>`: its text, placeholder and secure entry.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    text = coder.string("text")
    placeholder = coder.string("placeholder")
    isSecureTextEntry = coder.boolean("secureTextEntry") ?? false
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
}
