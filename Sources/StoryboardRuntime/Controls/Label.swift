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

  /// A label is an element that reads its text, as static text (disabled when it is).
  override var standardAccessibility: (isElement: Bool, label: String?, traits: AccessibilityTraits)
  {
    (true, text, isEnabled ? .staticText : [.staticText, .notEnabled])
  }

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
    if let color = coder.color(forKey: "textColor") { textColor = color }
    numberOfLines = coder.integer("numberOfLines") ?? 1
    isEnabled = coder.boolean("enabled") ?? true
  }

  /// The attributed text; setting it sets ``text`` to its characters, and setting ``text``
  /// makes it plain.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText, storedAttributedText.string == text {
        return storedAttributedText
      }
      return text.map { NSAttributedString(string: $0) }
    }
    set {
      text = newValue?.string
      storedAttributedText = newValue
    }
  }
  private var storedAttributedText: NSAttributedString?
  /// The text shadow's colour.
  open var shadowColor: Color?
  /// The text shadow's offset.
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// How a line that does not fit wraps or truncates.
  open var lineBreakMode = LineBreakMode.byTruncatingTail
  /// The text colour when highlighted.
  open var highlightedTextColor: Color?
  /// Whether the font shrinks to fit the width.
  open var adjustsFontSizeToFitWidth = false
  /// Where shrunk text sits.
  open var baselineAdjustment = BaselineAdjustment.alignBaselines
  /// The smallest scale the font shrinks to.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether letters tighten before the text truncates.
  open var allowsDefaultTighteningForTruncation = false
  /// The width a multi-line label wraps at.
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// Whether a pointer over truncated text shows it whole.
  open var showsExpansionTextWhenTruncated = false
  /// The rectangle of the text: the bounds (geometry is data here).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
  {
    bounds
  }
  /// Draws the text: nothing is drawn. Inert: nothing in the simulation acts on it.
  open func drawText(in rect: CGRect) {}
}
