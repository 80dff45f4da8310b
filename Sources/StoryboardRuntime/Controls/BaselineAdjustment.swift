/// UIKit's `UIBaselineAdjustment`: where a label's shrunk text sits.
public enum BaselineAdjustment: Int, Sendable {
  /// On the original baseline.
  case alignBaselines = 0
  /// Centred.
  case alignCenters = 1
  /// At the top.
  case none = 2
}
