import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif
#if canImport(CoreImage)
  import CoreImage
#endif

extension Image {
  /// The image's size in points: a bitmap's, else zero (assets are not read).
  public var size: CGSize { traits.size }
  /// The bitmap the image was made from.
  public var cgImage: CGImage? { traits.cgImage }
  /// The Core Image image the image was made from.
  public var ciImage: CIImage? { traits.ciImage }
  /// The image's orientation.
  public var imageOrientation: Orientation { traits.imageOrientation }
  /// Pixels per point.
  public var scale: CGFloat { traits.scale }
  /// Whether the image is an SF Symbol.
  public var isSymbolImage: Bool { traits.isSymbolImage }
  /// The frames of an animated image.
  public var images: [Image]? { traits.images }
  /// How long an animated image's frames take.
  public var duration: TimeInterval { traits.duration }
  /// The insets of a resizable image.
  public var capInsets: EdgeInsets { traits.capInsets }
  /// How a resizable image fills its middle.
  public var resizingMode: ResizingMode { traits.resizingMode }
  /// The insets of the image's content for layout.
  public var alignmentRectInsets: EdgeInsets { traits.alignmentRectInsets }
  /// How the image is drawn: as it is, or as a template tinted.
  public var renderingMode: RenderingMode { traits.renderingMode }
  /// The format an image renderer would draw the image with.
  public var imageRendererFormat: GraphicsImageRendererFormat {
    let format = GraphicsImageRendererFormat()
    format.scale = scale
    return format
  }
  /// The traits the image was made for.
  public var traitCollection: TraitCollection { traits.traitCollection ?? TraitCollection() }
  /// The asset the image belongs to.
  public var imageAsset: ImageAsset? { ImageAsset(image: self) }
  /// Whether the image flips in a right-to-left layout.
  public var flipsForRightToLeftLayoutDirection: Bool {
    traits.flipsForRightToLeftLayoutDirection
  }
  /// The offset of the image's baseline from its bottom, if it has one.
  public var baselineOffsetFromBottom: CGFloat? { traits.baselineOffsetFromBottom }
  /// The configuration the image was made or derived with.
  public var configuration: Configuration? { traits.configuration }
  /// The symbol configuration the image was made or derived with.
  public var symbolConfiguration: SymbolConfiguration? {
    traits.configuration as? SymbolConfiguration
  }
  /// The colour ``withTintColor(_:)`` gave the image.
  public var tintColor: Color? { traits.tintColor }
  /// The left cap of ``stretchableImage(withLeftCapWidth:topCapHeight:)`` (deprecated).
  public var leftCapWidth: Int { traits.leftCapWidth }
  /// The top cap of ``stretchableImage(withLeftCapWidth:topCapHeight:)`` (deprecated).
  public var topCapHeight: Int { traits.topCapHeight }

  /// The image as PNG data: none, as no pixels are kept.
  public func pngData() -> Data? { nil }
  /// The image as JPEG data: none, as no pixels are kept.
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  /// Draws the image at `point`: nothing is drawn. Inert: nothing in the simulation acts on it.
  public func draw(at point: CGPoint) {}
  /// Draws the image at `point`: nothing is drawn. Inert: nothing in the simulation acts on it.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
  /// Draws the image in `rect`: nothing is drawn. Inert: nothing in the simulation acts on it.
  public func draw(in rect: CGRect) {}
  /// Draws the image in `rect`: nothing is drawn. Inert: nothing in the simulation acts on it.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
  /// Tiles the image in `rect`: nothing is drawn. Inert: nothing in the simulation acts on it.
  public func drawAsPattern(in rect: CGRect) {}

  /// The “more” symbol.
  public static var actions: Image { Image(systemName: "ellipsis.circle") ?? Image() }
  /// The “add” symbol.
  public static var add: Image { Image(systemName: "plus") ?? Image() }
  /// The “remove” symbol.
  public static var remove: Image { Image(systemName: "minus") ?? Image() }
  /// The checkmark symbol.
  public static var checkmark: Image { Image(systemName: "checkmark") ?? Image() }
  /// The stroked checkmark symbol.
  public static var strokedCheckmark: Image {
    Image(systemName: "checkmark.circle") ?? Image()
  }
}
