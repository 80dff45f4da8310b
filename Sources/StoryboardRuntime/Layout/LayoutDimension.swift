import Foundation

/// UIKit's `NSLayoutDimension`: width and height, with constant and multiplied constraints.
open class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.equal, to: nil, constant: c)
  }
  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, to: nil, constant: c)
  }
  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.lessThanOrEqual, to: nil, constant: c)
  }
  /// `self == anchor * m`.
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    constraint(.equal, to: anchor, multiplier: m)
  }
  /// `self == anchor * m + c`.
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  { constraint(.equal, to: anchor, multiplier: m, constant: c) }
  /// `self >= anchor * m`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  { constraint(.greaterThanOrEqual, to: anchor, multiplier: m) }
  /// `self <= anchor * m`.
  open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  { constraint(.lessThanOrEqual, to: anchor, multiplier: m) }
  /// `self >= anchor * m + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint { constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c) }
  /// `self <= anchor * m + c`.
  open func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint { constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c) }
}
