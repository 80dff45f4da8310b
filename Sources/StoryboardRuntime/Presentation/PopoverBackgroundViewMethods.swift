import Foundation

/// UIKit's `UIPopoverBackgroundViewMethods`: the arrow and insets a custom popover background
/// declares (no popover is drawn here).
public protocol PopoverBackgroundViewMethods {
  /// The arrow's base width.
  static func arrowBase() -> CGFloat
  /// The insets of the content.
  static func contentViewInsets() -> EdgeInsets
  /// The arrow's height.
  static func arrowHeight() -> CGFloat
}
