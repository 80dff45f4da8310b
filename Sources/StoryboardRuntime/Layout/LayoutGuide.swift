/// UIKit's `UILayoutGuide`: a view's safe area or margins, with anchors (kept as data).
open class LayoutGuide: LayoutAnchoring {
  /// The view that owns the guide.
  public internal(set) weak var owningView: View?
  /// An identifier, for debugging.
  open var identifier = ""

  /// A guide that belongs to no view yet.
  public init() {}
}
