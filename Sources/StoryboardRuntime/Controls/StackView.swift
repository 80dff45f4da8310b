import Foundation

/// UIKit's `UIStackView`: its arranged subviews, in order (layout is not simulated).
open class StackView: View {
  /// The arranged subviews, in order.
  public private(set) var arrangedSubviews: [View] = []
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

  /// Storyboard subviews of a stack view are its arranged subviews.
  override func addStoryboardSubview(_ view: View) { addArrangedSubview(view) }
}
