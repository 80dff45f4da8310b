import Foundation

/// UIKit's `UIContentSizeCategory`: the text size the user prefers, kept as data.
public struct ContentSizeCategory: Hashable, RawRepresentable, Sendable {
  /// The category's name.
  public let rawValue: String
  /// The category named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool {
    rawValue.hasPrefix("UICTContentSizeCategoryAccessibility")
  }

  /// UIKit's `.unspecified`.
  public static let unspecified = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryUnspecified")
  /// UIKit's `.extraSmall`.
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// UIKit's `.small`.
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// UIKit's `.medium`.
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// UIKit's `.large`.
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// UIKit's `.extraLarge`.
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// UIKit's `.extraExtraLarge`.
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// UIKit's `.extraExtraExtraLarge`.
  public static let extraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// UIKit's `.accessibilityMedium`.
  public static let accessibilityMedium = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// UIKit's `.accessibilityLarge`.
  public static let accessibilityLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// UIKit's `.accessibilityExtraLarge`.
  public static let accessibilityExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// UIKit's `.accessibilityExtraExtraLarge`.
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// UIKit's `.accessibilityExtraExtraExtraLarge`.
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

extension ContentSizeCategory {
  /// Posted when the user's text size changes (never, here: the setting does not change).
  public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new text size in ``didChangeNotification``'s user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
