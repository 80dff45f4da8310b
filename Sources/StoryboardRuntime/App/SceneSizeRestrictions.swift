import Foundation

/// UIKit's `UISceneSizeRestrictions`: the sizes a Mac or iPad scene's window may take; kept as
/// data.
open class SceneSizeRestrictions {
  /// The smallest size.
  open var minimumSize = CGSize.zero
  /// The largest size.
  open var maximumSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
  /// Whether the window may fill the screen.
  open var allowsFullScreen = true
  /// Default restrictions.
  public init() {}
}
