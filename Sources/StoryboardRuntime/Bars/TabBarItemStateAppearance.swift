import Foundation

/// UIKit's `UITabBarItemStateAppearance`: a tab bar item's look in one state; kept as data.
open class TabBarItemStateAppearance {
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The title's offset.
  open var titlePositionAdjustment = Offset.zero
  /// The icon's colour.
  open var iconColor: Color?
  /// The badge's offset.
  open var badgePositionAdjustment = Offset.zero
  /// The badge's colour.
  open var badgeBackgroundColor: Color?
  /// The badge text's attributes.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The badge title's offset.
  open var badgeTitlePositionAdjustment = Offset.zero

  init() {}
  init(copying other: TabBarItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    iconColor = other.iconColor
    badgePositionAdjustment = other.badgePositionAdjustment
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
  }
}
