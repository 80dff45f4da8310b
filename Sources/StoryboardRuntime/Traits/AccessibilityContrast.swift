/// Whether the user asked for more contrast (UIKit's `UIAccessibilityContrast`).
public enum AccessibilityContrast: Int, Sendable, Equatable {
  /// Not specified.
  case unspecified = -1
  /// Normal contrast: the default.
  case normal = 0
  /// Increased contrast.
  case high = 1
}
