#if !canImport(CoreImage)
  import Foundation

  /// Core Image's `CIImage`, which Linux lacks (on Apple platforms the runtime uses
  /// Core Image's): an image recipe's extent, as nothing is rendered.
  public final class CIImage: @unchecked Sendable {
    /// The image's extent.
    public let extent: CGRect

    /// An image covering `extent`.
    public init(extent: CGRect) { self.extent = extent }
  }
#endif
