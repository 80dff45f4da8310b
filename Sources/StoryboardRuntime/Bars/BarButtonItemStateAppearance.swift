import Foundation

/// UIKit's `UIBarButtonItemStateAppearance`: a bar button item's look in one state; kept as
/// data.
open class BarButtonItemStateAppearance {
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The title's offset.
  open var titlePositionAdjustment = Offset.zero
  /// The background image.
  open var backgroundImage: Image?
  /// The background image's offset.
  open var backgroundImagePositionAdjustment = Offset.zero

  init() {}
  init(copying other: BarButtonItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    backgroundImage = other.backgroundImage
    backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
  }
}
