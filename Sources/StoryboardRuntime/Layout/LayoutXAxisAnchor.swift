import Foundation

/// UIKit's `NSLayoutXAxisAnchor`: leading, trailing, left, right, centre X.
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension (kept as data: a width of
  /// this anchor's item).
  open func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(item: item, attribute: .width)
  }
  /// `self == anchor + system spacing × multiplier` (the system spacing is 8 points here).
  open func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  { constraint(.equal, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier) }
  /// `self >= anchor + system spacing × multiplier`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
  }
  /// `self <= anchor + system spacing × multiplier`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
  }
}
