/// UIKit's `UISemanticContentAttribute`: whether a view's content flips in a right-to-left
/// layout.
public enum SemanticContentAttribute: Int, Sendable {
  /// Flips with the layout direction.
  case unspecified = 0
  /// Playback controls, which never flip.
  case playback = 1
  /// Directional controls, which never flip.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}
