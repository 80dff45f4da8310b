extension Image {
  /// An image's orientation (UIKit's `UIImage.Orientation`).
  public enum Orientation: Int, Sendable {
    case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }
  /// How a resizable image fills its middle (UIKit's `UIImage.ResizingMode`).
  public enum ResizingMode: Int, Sendable {
    /// Tiles it.
    case tile = 0
    /// Stretches it.
    case stretch = 1
  }
  /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// As the context decides.
    case automatic = 0
    /// As it is.
    case alwaysOriginal = 1
    /// As a template, tinted.
    case alwaysTemplate = 2
  }
  /// A symbol's scale (UIKit's `UIImage.SymbolScale`).
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified = 0, small, medium, large
  }
  /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The font weight of the same name.
    public func fontWeight() -> Font.Weight {
      switch self {
      case .unspecified, .regular: .regular
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }
  }
}
