/// The visual level of content (UIKit's `UIUserInterfaceLevel`).
public enum UserInterfaceLevel: Int, Sendable, Equatable {
  /// Not specified.
  case unspecified = -1
  /// The window's main content: the default.
  case base = 0
  /// Content above it, such as a presented sheet.
  case elevated = 1
}
