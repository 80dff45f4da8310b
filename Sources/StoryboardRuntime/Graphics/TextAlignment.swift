/// UIKit's `NSTextAlignment`, kept as data.
public enum TextAlignment: Int, Sendable {
  /// Left.
  case left = 0
  /// Centred.
  case center = 1
  /// Right.
  case right = 2
  /// Justified.
  case justified = 3
  /// The script's natural alignment.
  case natural = 4
}
