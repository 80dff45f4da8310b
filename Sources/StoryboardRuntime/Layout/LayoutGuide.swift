import Foundation

/// UIKit's `UILayoutGuide`: a view's safe area or margins, with anchors (kept as data).
open class LayoutGuide: LayoutAnchoring {
  /// The view that owns the guide.
  open weak var owningView: View?
  /// An identifier, for debugging.
  open var identifier = ""

  /// A guide that belongs to no view yet.
  public init() {}

  /// The guide's frame in its view: zero, as nothing is laid out.
  /// Inert: nothing in the simulation acts on it.
  open var layoutFrame: CGRect { .zero }
  /// Whether the guide's layout is ambiguous: never, as nothing is solved.
  open var hasAmbiguousLayout: Bool { false }
  /// The active constraints of the guide on `axis`.
  open func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    owningView?.constraintsAffectingLayout(for: axis).filter { $0.firstItem === self } ?? []
  }
}
