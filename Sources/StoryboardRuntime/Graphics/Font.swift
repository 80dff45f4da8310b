import Foundation

/// UIKit's `UIFont`, kept as data: a name, a size and a weight (nothing is drawn).
open class Font: Equatable, CustomStringConvertible, @unchecked Sendable {
  /// UIKit's `UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    /// The style's name.
    public let rawValue: String
    /// A style.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A headline.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheadline.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// A large title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A title.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A second caption.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// UIKit's `UIFont.Weight`.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    /// The weight, -1 to 1.
    public let rawValue: CGFloat
    /// A weight.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// A weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(-0.8)
    /// Thin.
    public static let thin = Weight(-0.6)
    /// Light.
    public static let light = Weight(-0.4)
    /// Regular.
    public static let regular = Weight(0)
    /// Medium.
    public static let medium = Weight(0.23)
    /// Semibold.
    public static let semibold = Weight(0.3)
    /// Bold.
    public static let bold = Weight(0.4)
    /// Heavy.
    public static let heavy = Weight(0.56)
    /// Black.
    public static let black = Weight(0.62)
  }

  /// The font's name (`.SFUI-Regular` for the system font).
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// The text style a preferred font was asked for.
  public let textStyle: TextStyle?

  package init(
    fontName name: String, pointSize size: CGFloat, weight: Weight = .regular,
    textStyle: TextStyle? = nil
  ) {
    fontName = name
    pointSize = size
    self.weight = weight
    self.textStyle = textStyle
  }

  /// The font named `fontName` at `fontSize`; any name is accepted (no font files are read).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// The family's name: the font's name up to its first `-`.
  open var familyName: String { String(fontName.prefix { $0 != "-" }) }

  /// The system font at `fontSize`.
  open class func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(fontName: ".SFUI-Regular", pointSize: fontSize)
  }

  /// The system font at `fontSize` and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(fontName: ".SFUI", pointSize: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(fontName: ".SFUI-Bold", pointSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize`.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(fontName: ".SFUI-Italic", pointSize: fontSize)
  }

  /// The font for `style` at the default content size (body text is 17 points).
  open class func preferredFont(forTextStyle style: TextStyle) -> Font {
    let sizes: [TextStyle: CGFloat] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
      .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    return Font(
      fontName: ".SFUI-Regular", pointSize: sizes[style] ?? 17,
      weight: style == .headline ? .semibold : .regular, textStyle: style)
  }

  /// This font at `fontSize`.
  open func withSize(_ fontSize: CGFloat) -> Font {
    Font(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: textStyle)
  }

  /// Equal when name, size and weight are.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  /// `<Font: name size>`.
  open var description: String { "<Font: \(fontName) \(pointSize)>" }
}
