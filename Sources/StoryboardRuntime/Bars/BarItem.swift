import Foundation

/// What bar button items and tab bar items share (UIKit's `UIBarItem`).
open class BarItem {
  /// The title.
  open var title: String?
  /// The image.
  open var image: Image?
  /// Whether the item responds to taps; a disabled item ignores simulated taps.
  open var isEnabled = true
  /// An integer the app identifies the item by.
  open var tag = 0

  /// An item with no title or image.
  public init() {}
}
