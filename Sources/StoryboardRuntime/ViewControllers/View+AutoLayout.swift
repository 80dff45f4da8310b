import Foundation

/// Auto Layout's questions a view answers: geometry is data here, so alignment rectangles are
/// frames inset by ``View/alignmentRectInsets`` and layouts are never ambiguous.
extension View {
  /// The guide of the keyboard's frame in the view, made on first use.
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    if let guide = viewExtras?.keyboardLayoutGuide { return guide }
    let guide = KeyboardLayoutGuide()
    ensuredViewExtras.keyboardLayoutGuide = guide
    addLayoutGuide(guide)
    return guide
  }
  /// The view's first baseline.
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The view's last baseline.
  public var lastBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }
  /// Whether the constraints leave the view's frame ambiguous: never, as nothing is solved.
  public var hasAmbiguousLayout: Bool { false }
  /// Tries another solution of an ambiguous layout: nothing to try.
  /// Inert: nothing in the simulation acts on it.
  public func exerciseAmbiguityInLayout() {}
  /// The active constraints of the view on `axis`.
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    constraints.filter { constraint in
      let attribute = constraint.firstAttribute
      let horizontal: Set<LayoutConstraint.Attribute> = [
        .left, .right, .leading, .trailing, .width, .centerX,
      ]
      return horizontal.contains(attribute) == (axis == .horizontal)
    }
  }
  /// The alignment rectangle of `frame`: it inset by ``alignmentRectInsets``.
  public func alignmentRect(forFrame frame: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: frame.width - insets.left - insets.right,
      height: frame.height - insets.top - insets.bottom)
  }
  /// The frame of `alignmentRect`: it outset by ``alignmentRectInsets``.
  public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
      width: alignmentRect.width + insets.left + insets.right,
      height: alignmentRect.height + insets.top + insets.bottom)
  }
  /// The size the view's constraints give it nearest `targetSize`: `targetSize`, as nothing
  /// is solved.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize { systemLayoutSizeFitting(targetSize) }

  /// Draws the view's hierarchy into the current context: nothing is drawn, so `false`.
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    false
  }
  /// A resizable snapshot of `rect`: an empty view of its size.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
  ) -> View? {
    let view = View()
    view.frame = CGRect(origin: .zero, size: rect.size)
    return view
  }
  /// The view's print formatter.
  public func viewPrintFormatter() -> ViewPrintFormatter { ViewPrintFormatter(view: self) }
  /// Saves the view's state for restoration: nothing is saved.
  /// Inert: nothing in the simulation acts on it.
  public func encodeRestorableState(with coder: NSCoder) {}
  /// Restores the view's state: nothing is restored. Inert: nothing in the simulation acts on it.
  public func decodeRestorableState(with coder: NSCoder) {}
}
