import Foundation

/// UIKit's `UIMotionEffect`: an effect of the device's tilt on a view. The device never tilts
/// here, so no effect is applied.
open class MotionEffect {
  /// An effect.
  public init() {}
  /// An effect from an archive: a new one, as nothing is archived here.
  public init?(coder: NSCoder) {}
  /// The key paths and values the effect sets for `viewerOffset`: none by default.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? {
    nil
  }
}
