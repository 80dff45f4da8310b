import StoryboardRuntime

// UIKit's names for the runtime's graphics types, and the CoreGraphics and Core Image types
// UIKit's signatures name, where the platform lacks them.

/// UIKit's `UIGraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// UIKit's `UIImageAsset`.
public typealias UIImageAsset = ImageAsset

#if !canImport(CoreGraphics)
  /// CoreGraphics' `CGImage`, which Linux lacks.
  public typealias CGImage = StoryboardRuntime.CGImage
  /// CoreGraphics' `CGColor`, which Linux lacks.
  public typealias CGColor = StoryboardRuntime.CGColor
  /// CoreGraphics' `CGBlendMode`, which Linux lacks.
  public typealias CGBlendMode = StoryboardRuntime.CGBlendMode
#endif
#if !canImport(CoreImage)
  /// Core Image's `CIImage`, which Linux lacks.
  public typealias CIImage = StoryboardRuntime.CIImage
#endif
