/// Whether a window's content looks active (UIKit's `UIUserInterfaceActiveAppearance`).
public enum UserInterfaceActiveAppearance: Int, Sendable, Equatable {
  /// Not specified.
  case unspecified = -1
  /// Inactive.
  case inactive = 0
  /// Active: the default.
  case active = 1
}
