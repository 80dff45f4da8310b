import Foundation

/// UIKit's `NSLayoutConstraint`, kept as data: layout is not simulated, so a constraint records
/// what it relates and whether it is active, and views report the active ones.
open class LayoutConstraint: CustomStringConvertible {
  /// UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    /// `<=`.
    case lessThanOrEqual = -1
    /// `==`.
    case equal = 0
    /// `>=`.
    case greaterThanOrEqual = 1
  }

  /// UIKit's `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    /// No attribute (a constant width or height).
    case notAnAttribute = 0
    /// Left.
    case left = 1
    /// Right.
    case right = 2
    /// Top.
    case top = 3
    /// Bottom.
    case bottom = 4
    /// Leading.
    case leading = 5
    /// Trailing.
    case trailing = 6
    /// Width.
    case width = 7
    /// Height.
    case height = 8
    /// Horizontal centre.
    case centerX = 9
    /// Vertical centre.
    case centerY = 10
    /// Last baseline.
    case lastBaseline = 11
    /// First baseline.
    case firstBaseline = 12
  }

  /// UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    /// Horizontal.
    case horizontal = 0
    /// Vertical.
    case vertical = 1
  }

  /// The first item (a view or a layout guide).
  public let firstItem: AnyObject?
  /// Its attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, if any.
  public let secondItem: AnyObject?
  /// Its attribute.
  public let secondAttribute: Attribute
  /// The multiplier.
  public let multiplier: CGFloat
  /// The constant.
  open var constant: CGFloat
  /// The priority.
  open var priority: LayoutPriority = .required
  /// An identifier, for debugging.
  open var identifier: String?
  /// Whether the constraint is active; activating it lists it on its first view.
  open var isActive = false {
    didSet {
      guard isActive != oldValue,
        let view = (firstItem as? View) ?? (firstItem as? LayoutGuide)?.owningView
      else { return }
      if isActive {
        view.storedConstraints.append(self)
      } else {
        view.storedConstraints.removeAll { $0 === self }
      }
    }
  }

  /// The system spacing between siblings, in points, that the system-spacing anchors use.
  package static let systemSpacing: CGFloat = 8
  /// Whether the constraint is archived with its view (Interface Builder's).
  open var shouldBeArchived = false

  /// A constraint relating two items' attributes, as UIKit's initializer does.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Activates every constraint of `constraints`.
  open class func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint of `constraints`.
  open class func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// `<LayoutConstraint: first.attribute == second.attribute * m + c>`.
  open var description: String {
    let second = secondItem.map { "\(type(of: $0)).\(secondAttribute) * \(multiplier) + " } ?? ""
    return "<LayoutConstraint: \(firstItem.map { "\(type(of: $0))" } ?? "nil").\(firstAttribute) "
      + "\(relation) \(second)\(constant)>"
  }
}
