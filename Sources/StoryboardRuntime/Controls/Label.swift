import Foundation

/// UIKit's `UILabel`: its text, kept as data.
open class Label: View {
  /// The text.
  open var text: String?
  /// Whether the label draws enabled.
  open var isEnabled = true
  /// Whether the label is highlighted.
  open var isHighlighted = false
  /// The maximum number of lines; 0 for no limit.
  open var numberOfLines = 1
  /// The text colour.
  open var textColor: Color!
  /// The font; the system font at 17 points by default.
  open var font: Font! = .systemFont(ofSize: 17)
  /// The text's alignment.
  open var textAlignment: TextAlignment = .natural

  /// The label's key-value coding keys: `text`, then the view's.
  open override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    guard name == "text" else { return super.objectiveCMember(named: name) }
    return .property(
      get: { self.text }, set: { self.text = try ObjectiveCMember.cast($0, member: name) })
  }

  /// A label.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A label.
  public override init() { super.init() }

  /// A label from a storyboard's `<label>`: its text, lines and enabled state.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    text = coder.string("text")
    numberOfLines = coder.integer("numberOfLines") ?? 1
    isEnabled = coder.boolean("enabled") ?? true
  }
}
