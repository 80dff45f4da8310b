import StoryboardRuntime

extension LayoutConstraint {
  /// How a visual format's views align and run (UIKit's `NSLayoutConstraint.FormatOptions`,
  /// with its raw values, NSLayoutConstraint.h).
  public struct FormatOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Align all views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align all views' right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align all views' tops.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align all views' bottoms.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align all views' leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align all views' trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align all views' horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align all views' vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align all views' last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align all views' first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Lay out from leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    /// Lay out from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lay out from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Space baselines rather than edges.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
  }
}
