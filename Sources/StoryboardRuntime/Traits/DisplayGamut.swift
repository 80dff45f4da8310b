/// The colour gamut of a display (UIKit's `UIDisplayGamut`).
public enum DisplayGamut: Int, Sendable, Equatable {
  /// Not specified.
  case unspecified = -1
  /// sRGB.
  case SRGB = 0
  /// Display P3: what the simulated devices report.
  case P3 = 1
}
