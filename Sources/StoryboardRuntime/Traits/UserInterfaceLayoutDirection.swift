/// UIKit's `UIUserInterfaceLayoutDirection`: the direction an app's or a view's content runs.
public enum UserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right (English).
  case leftToRight = 0
  /// Right to left (Arabic, Hebrew).
  case rightToLeft = 1
}
