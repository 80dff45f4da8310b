/// UIKit's `UITraitEnvironmentLayoutDirection`: which way text runs, kept as data.
public enum TraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
