import Foundation

/// UIKit's `UIScreenMode`: a screen's resolution.
public final class ScreenMode: Sendable {
  /// The size in pixels.
  public let size: CGSize
  /// The pixels' aspect ratio: square.
  public var pixelAspectRatio: CGFloat { 1 }
  init(size: CGSize) { self.size = size }
}
