import Foundation
import StoryboardRuntime

extension ListContentConfiguration {
  /// How a list configuration's image looks (UIKit's `ImageProperties`).
  public struct ImageProperties: Hashable {
    /// The size that means "the standard size" (UIKit does not publish its value: this is one no
    /// real size takes).
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    /// The symbol configuration.
    public var preferredSymbolConfiguration: Image.SymbolConfiguration? {
      get { storedSymbolConfiguration?.configuration }
      set { storedSymbolConfiguration = newValue.map(HashableSymbolConfiguration.init) }
    }
    private var storedSymbolConfiguration: HashableSymbolConfiguration?
    /// The tint colour.
    public var tintColor: Color? {
      get { storedTint?.color }
      set { storedTint = newValue.map(HashableColor.init) }
    }
    private var storedTint: HashableColor?
    /// What transforms the tint colour.
    public var tintColorTransformer: ConfigurationColorTransformer? {
      get { storedTintTransformer?.transformer }
      set { storedTintTransformer = newValue.map(HashableTransformer.init) }
    }
    private var storedTintTransformer: HashableTransformer?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The largest size.
    public var maximumSize = CGSize.zero
    /// The space reserved for the image.
    public var reservedLayoutSize = CGSize.zero
    /// Whether Smart Invert leaves the image as it is.
    public var accessibilityIgnoresInvertColors = false
    /// The tint colour to draw with: ``tintColor``, else `tintColor`, transformed.
    public func resolvedTintColor(for tintColor: Color) -> Color {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }
    init() {}
  }

  /// How a list configuration's text looks (UIKit's `TextProperties`).
  public struct TextProperties: Hashable {
    /// The text's alignment.
    public enum TextAlignment: Hashable, Sendable {
      case natural, center, justified
    }
    /// The text's case transform.
    public enum TextTransform: Hashable, Sendable {
      case none, uppercase, lowercase, capitalized
    }
    /// The font.
    public var font: Font {
      get { storedFont.font }
      set { storedFont = HashableFont(font: newValue) }
    }
    private var storedFont: HashableFont
    /// The colour.
    public var color: Color {
      get { storedColor.color }
      set { storedColor = HashableColor(color: newValue) }
    }
    private var storedColor = HashableColor(color: .label)
    /// What transforms the colour.
    public var colorTransformer: ConfigurationColorTransformer? {
      get { storedTransformer?.transformer }
      set { storedTransformer = newValue.map(HashableTransformer.init) }
    }
    private var storedTransformer: HashableTransformer?
    /// The alignment.
    public var alignment = TextAlignment.natural
    /// How a line that does not fit wraps or truncates.
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    /// The most lines; 0 for no limit.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters tighten before truncating.
    public var allowsDefaultTighteningForTruncation = true
    /// Whether the font follows the user's text size.
    public var adjustsFontForContentSizeCategory = true
    /// Whether a pointer over truncated text shows it whole.
    public var showsExpansionTextWhenTruncated = false
    /// The case transform.
    public var transform = TextTransform.none
    /// The colour to draw with: ``color``, transformed.
    public func resolvedColor() -> Color { colorTransformer?(color) ?? color }

    init(font: Font) { storedFont = HashableFont(font: font) }
  }
}

/// A colour in a hashable configuration, compared as colours are.
struct HashableColor: Hashable {
  let color: Color
  func hash(into hasher: inout Hasher) { hasher.combine(color.description) }
}

/// A font in a hashable configuration.
struct HashableFont: Hashable {
  let font: Font
  func hash(into hasher: inout Hasher) {
    hasher.combine(font.fontName)
    hasher.combine(font.pointSize)
  }
}

/// A symbol configuration in a hashable configuration.
struct HashableSymbolConfiguration: Hashable {
  let configuration: Image.SymbolConfiguration
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.configuration == rhs.configuration }
  func hash(into hasher: inout Hasher) { hasher.combine(configuration.pointSize) }
}
