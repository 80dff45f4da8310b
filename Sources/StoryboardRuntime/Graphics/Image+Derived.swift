import Foundation

extension Image {
  private func derived(_ change: (inout ImageTraits) -> Void) -> Image {
    var traits = self.traits
    change(&traits)
    return Image(self, traits: traits)
  }

  /// An animated image of the assets `name0`, `name1`… lasting `duration`: the first frame's
  /// asset, as assets are not listed here.
  public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> Image? {
    animatedImage(with: [Image(named: "\(name)0") ?? Image()], duration: duration)
  }
  /// A resizable animated image of the assets named `name`….
  public static func animatedResizableImageNamed(
    _ name: String, capInsets: EdgeInsets, duration: TimeInterval
  ) -> Image? {
    animatedImageNamed(name, duration: duration)?.resizableImage(withCapInsets: capInsets)
  }
  /// A resizable animated image of the assets named `name`… in `resizingMode`.
  public static func animatedResizableImageNamed(
    _ name: String, capInsets: EdgeInsets, resizingMode: ResizingMode, duration: TimeInterval
  ) -> Image? {
    animatedImageNamed(name, duration: duration)?.resizableImage(
      withCapInsets: capInsets, resizingMode: resizingMode)
  }
  /// An animated image of `images` lasting `duration`; `nil` for no image.
  public static func animatedImage(with images: [Image], duration: TimeInterval) -> Image? {
    guard let first = images.first else { return nil }
    return first.derived {
      $0.images = images
      $0.duration = duration
    }
  }

  /// The image, resizable with `capInsets`, tiling its middle.
  public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }
  /// The image, resizable with `capInsets` in `resizingMode`.
  public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode)
    -> Image
  {
    derived {
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }
  /// The image, stretchable with caps (deprecated in iOS 5).
  public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image {
    derived {
      $0.leftCapWidth = leftCapWidth
      $0.topCapHeight = topCapHeight
      $0.resizingMode = .stretch
    }
  }
  /// The image with `alignmentInsets`.
  public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
    derived { $0.alignmentRectInsets = alignmentInsets }
  }
  /// The image drawn in `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    derived { $0.renderingMode = renderingMode }
  }
  /// The image, flipping in a right-to-left layout.
  public func imageFlippedForRightToLeftLayoutDirection() -> Image {
    derived { $0.flipsForRightToLeftLayoutDirection = true }
  }
  /// The image mirrored horizontally.
  public func withHorizontallyFlippedOrientation() -> Image {
    derived {
      $0.imageOrientation =
        switch $0.imageOrientation {
        case .up: .upMirrored
        case .upMirrored: .up
        case .down: .downMirrored
        case .downMirrored: .down
        case .left: .rightMirrored
        case .rightMirrored: .left
        case .right: .leftMirrored
        case .leftMirrored: .right
        }
    }
  }
  /// The image with its baseline `baselineOffset` points from its bottom.
  public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> Image {
    derived { $0.baselineOffsetFromBottom = baselineOffset }
  }
  /// The image without a baseline.
  public func imageWithoutBaseline() -> Image {
    derived { $0.baselineOffsetFromBottom = nil }
  }
  /// The image with `configuration`, applied over its own.
  public func withConfiguration(_ configuration: Configuration) -> Image {
    derived { $0.configuration = $0.configuration?.applying(configuration) ?? configuration }
  }
  /// The symbol with `configuration` applied over its own; `nil` for an image that is not a
  /// symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    guard isSymbolImage else { return nil }
    return withConfiguration(configuration)
  }
  /// The image tinted `color`, drawn as it is.
  public func withTintColor(_ color: Color) -> Image {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }
  /// The image tinted `color`, drawn in `renderingMode`.
  public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
    derived {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }
  /// The image decoded for display: itself, as nothing is decoded.
  public func preparingForDisplay() -> Image? { self }
  /// Calls `completionHandler` with the image decoded for display: itself.
  public func prepareForDisplay(completionHandler: @escaping @Sendable (Image?) -> Void) {
    nonisolated(unsafe) let image = self
    completionHandler(image)
  }
  /// The image decoded for display: itself.
  public func byPreparingForDisplay() async -> Image? { self }
  /// A thumbnail of `size`.
  public func preparingThumbnail(of size: CGSize) -> Image? { derived { $0.size = size } }
  /// Calls `completionHandler` with a thumbnail of `size`.
  public func prepareThumbnail(
    of size: CGSize, completionHandler: @escaping @Sendable (Image?) -> Void
  ) {
    nonisolated(unsafe) let thumbnail = preparingThumbnail(of: size)
    completionHandler(thumbnail)
  }
  /// A thumbnail of `size`.
  public func byPreparingThumbnail(ofSize size: CGSize) async -> Image? {
    preparingThumbnail(of: size)
  }
}
