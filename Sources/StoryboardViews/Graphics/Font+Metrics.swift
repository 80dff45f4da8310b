import Foundation
import StoryboardRuntime

extension Font {
  /// UIKit's `UIFont.Width` (iOS 16). UIKit does not publish its values: these are the
  /// runtime's, ordered as UIKit's widths are.
  public struct Width: Hashable, Sendable, RawRepresentable {
    /// The width.
    public let rawValue: CGFloat
    /// A width.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// A width.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Compressed.
    public static let compressed = Width(-0.4)
    /// Condensed.
    public static let condensed = Width(-0.2)
    /// Standard.
    public static let standard = Width(0)
    /// Expanded.
    public static let expanded = Width(0.2)
  }

  /// The size of a label's font: 17 points.
  public static var labelFontSize: CGFloat { 17 }
  /// The size of a button's font: 18 points.
  public static var buttonFontSize: CGFloat { 18 }
  /// The size of the small system font: 12 points.
  public static var smallSystemFontSize: CGFloat { 12 }
  /// The size of the system font: 14 points.
  public static var systemFontSize: CGFloat { 14 }
  /// The installed font families: none are read here.
  public static var familyNames: [String] { [] }
  /// The fonts of `familyName`: none are read here.
  public static func fontNames(forFamilyName familyName: String) -> [String] { [] }

  /// The system font at `fontSize`, `weight` and `width`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> Font {
    Font(
      fontName: width == .standard ? ".SFUI" : ".SFUI-Width", pointSize: fontSize, weight: weight)
  }
  /// The system font with digits of one width.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(fontName: ".SFUI-MonospacedDigits", pointSize: fontSize, weight: weight)
  }
  /// The monospaced system font (SF Mono).
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(fontName: ".SFUIMono", pointSize: fontSize, weight: weight)
  }
  /// The font for `style` at the text size of `traitCollection` (the default size here).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
  ) -> Font { preferredFont(forTextStyle: style) }

  /// The height above the baseline: the system font's, 1950/2048 of the size, for every font
  /// (UIKit's system font at 40 points answers 38.0859375, its descender -9.6484375 and its
  /// line height 47.734375, as printed on a device in code.firstgear.co.kr/question/17576).
  public var ascender: CGFloat { pointSize * 1950 / 2048 }
  /// The depth below the baseline: the system font's, -494/2048 of the size.
  public var descender: CGFloat { -pointSize * 494 / 2048 }
  /// The height of capitals: 1443/2048 of the size, an approximation of the system font's.
  public var capHeight: CGFloat { pointSize * 1443 / 2048 }
  /// The height of lowercase x: 1078/2048 of the size, an approximation of the system font's.
  public var xHeight: CGFloat { pointSize * 1078 / 2048 }
  /// The gap between lines: none.
  public var leading: CGFloat { 0 }
  /// The height of a line: ascender minus descender.
  public var lineHeight: CGFloat { ascender - descender }
}
