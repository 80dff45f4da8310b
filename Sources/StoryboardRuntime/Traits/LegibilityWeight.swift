/// Whether the user asked for bold text (UIKit's `UILegibilityWeight`).
public enum LegibilityWeight: Int, Sendable, Equatable {
  /// Not specified.
  case unspecified = -1
  /// Regular text: the default.
  case regular = 0
  /// Bold text.
  case bold = 1
}
