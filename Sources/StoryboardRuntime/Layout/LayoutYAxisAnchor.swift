import Foundation

/// UIKit's `NSLayoutYAxisAnchor`: top, bottom, centre Y, baselines.
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension (kept as data: a height of
  /// this anchor's item).
  open func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(item: item, attribute: .height)
  }
  /// `self == anchor + system spacing × multiplier` (the system spacing is 8 points here).
  open func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  { constraint(.equal, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier) }
  /// `self >= anchor + system spacing × multiplier`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(
      .greaterThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
  }
  /// `self <= anchor + system spacing × multiplier`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
  }
}
