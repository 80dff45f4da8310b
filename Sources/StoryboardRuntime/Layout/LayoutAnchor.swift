import Foundation

/// UIKit's `NSLayoutAnchor`: makes constraints between two items' attributes (kept as data).
open class LayoutAnchor<AnchorType: AnyObject> {
  /// The item the anchor belongs to.
  unowned let item: AnyObject
  /// The attribute it stands for.
  let attribute: LayoutConstraint.Attribute

  init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func constraint(
    _ relation: LayoutConstraint.Relation, to anchor: LayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// `self == anchor`.
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.equal, to: anchor)
  }
  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor)
  }
  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor)
  }
  /// `self == anchor + c`.
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  { constraint(.equal, to: anchor, constant: c) }
  /// `self >= anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  { constraint(.greaterThanOrEqual, to: anchor, constant: c) }
  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  { constraint(.lessThanOrEqual, to: anchor, constant: c) }
}
