import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif
#if canImport(CoreImage)
  import CoreImage
#endif

/// What an ``Image`` was made or derived with, kept as data.
struct ImageTraits {
  var size = CGSize.zero
  var scale: CGFloat = 1
  var cgImage: CGImage?
  var ciImage: CIImage?
  var imageOrientation = Image.Orientation.up
  var isSymbolImage = false
  var images: [Image]?
  var duration: TimeInterval = 0
  var capInsets = EdgeInsets.zero
  var resizingMode = Image.ResizingMode.tile
  var alignmentRectInsets = EdgeInsets.zero
  var renderingMode = Image.RenderingMode.automatic
  var traitCollection: TraitCollection?
  var flipsForRightToLeftLayoutDirection = false
  var baselineOffsetFromBottom: CGFloat?
  var configuration: Image.Configuration?
  var tintColor: Color?
  var leftCapWidth = 0
  var topCapHeight = 0
}
