import Foundation
import Synchronization

/// UIKit's `UIScreen`, reduced to the main screen's size: a phone's.
public final class Screen: Sendable {
  /// The device's screen: an iPhone's, 390 × 844 points at 3×.
  public static let main = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
  /// The screen's bounds, in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: Double

  init(bounds: CGRect, scale: Double) {
    self.bounds = bounds
    self.scale = scale
  }
}
