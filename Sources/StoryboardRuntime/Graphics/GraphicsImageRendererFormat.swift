import Foundation

/// UIKit's `UIGraphicsImageRendererFormat`: how an image renderer draws; kept as data.
open class GraphicsImageRendererFormat {
  /// Pixels per point.
  open var scale: CGFloat
  /// Whether the bitmap is opaque.
  open var opaque = false
  /// The colour range of a renderer's bitmap (UIKit's `UIGraphicsImageRendererFormat.Range`).
  public enum Range: Int, Sendable {
    case unspecified = -1, automatic, extended, standard
  }
  /// The colour range asked for.
  open var preferredRange = Range.automatic
  /// Whether the bitmap uses extended-range colour (deprecated in iOS 12).
  open var prefersExtendedRange = false

  /// The main screen's format.
  public init() { scale = Screen.main.scale }
  /// The format for `traitCollection`'s display: the main screen's.
  public convenience init(for traitCollection: TraitCollection) { self.init() }
  /// The main screen's format.
  open class func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
  /// The format the device prefers: the main screen's.
  open class func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}
