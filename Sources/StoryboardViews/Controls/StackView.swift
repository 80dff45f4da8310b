import Foundation
import StoryboardRuntime

/// UIKit's `UIStackView`: its arranged subviews, in order (layout is not simulated).
open class StackView: View {
  /// The arranged subviews, in order.
  open private(set) var arrangedSubviews: [View] = []
  /// The spacing between arranged subviews.
  open var spacing: CGFloat = 0

  /// An empty stack view.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty stack view.
  public override init() { super.init() }

  /// A stack view arranging `views`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// A stack view from a storyboard's `<stackView>`; its subviews are arranged as the
  /// storyboard adds them.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    spacing = coder.number("spacing").map { CGFloat($0) } ?? 0
    axis = coder.string("axis") == "vertical" ? .vertical : .horizontal
    distribution =
      switch coder.string("distribution") {
      case "fillEqually": .fillEqually
      case "fillProportionally": .fillProportionally
      case "equalSpacing": .equalSpacing
      case "equalCentering": .equalCentering
      default: .fill
      }
    alignment =
      switch coder.string("alignment") {
      case "top", "leading": .leading
      case "firstBaseline": .firstBaseline
      case "center", "centerX", "centerY": .center
      case "bottom", "trailing": .trailing
      case "lastBaseline": .lastBaseline
      default: .fill
      }
    isBaselineRelativeArrangement = coder.boolean("baselineRelativeArrangement") ?? false
    isLayoutMarginsRelativeArrangement = coder.boolean("layoutMarginsRelativeArrangement") ?? false
  }

  /// Adds `view` at the end of the arranged subviews, and as a subview.
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged subviews at `stackIndex` (clamped), and as a subview.
  open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
  }

  /// Removes `view` from the arranged subviews; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
  }

  /// How the arranged views fill the axis (UIKit's `UIStackView.Distribution`).
  public enum Distribution: Int, Sendable {
    case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// How the arranged views sit across the axis (UIKit's `UIStackView.Alignment`).
  public enum Alignment: Int, Sendable {
    case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
    /// Top: leading.
    public static var top: Alignment { .leading }
    /// Bottom: trailing.
    public static var bottom: Alignment { .trailing }
  }
  /// The spacing after a view that follows ``spacing`` (UIStackView.h: `FLT_MAX`).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The spacing the system uses between views (UIStackView.h: `FLT_MIN`).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The axis the views are arranged along.
  open var axis = LayoutConstraint.Axis.horizontal
  /// How the views fill the axis.
  open var distribution = Distribution.fill
  /// How the views sit across the axis.
  open var alignment = Alignment.fill
  /// Whether the spacing is measured between baselines.
  open var isBaselineRelativeArrangement = false
  /// Whether the views sit inside the layout margins.
  open var isLayoutMarginsRelativeArrangement = false
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// Sets the spacing after `arrangedSubview`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }
  /// The spacing after `arrangedSubview`: its custom one, else ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }
}

extension StackView: StoryboardSubviewArranging {
  /// Storyboard subviews of a stack view are its arranged subviews.
  package func arrangeStoryboardSubview(_ view: View) { addArrangedSubview(view) }
}
