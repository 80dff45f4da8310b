#if !canImport(CoreGraphics)
  import Foundation

  /// CoreGraphics' `CGImage`, which Linux lacks (on Apple platforms the runtime uses
  /// CoreGraphics'): a bitmap's size, as nothing is drawn.
  public final class CGImage: @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// A bitmap of `width` × `height` pixels.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }
#endif
