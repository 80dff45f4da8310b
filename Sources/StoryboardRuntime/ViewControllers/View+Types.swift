import Foundation

extension View {
  /// How a view shows its content when its size changes (UIKit's `UIView.ContentMode`), with
  /// UIKit's raw values; kept as data.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0, scaleAspectFit = 1, scaleAspectFill = 2, redraw = 3, center = 4
    case top = 5, bottom = 6, left = 7, right = 8
    case topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12
  }

  /// Which of a view's edges and sizes follow its superview (UIKit's
  /// `UIView.AutoresizingMask`), with UIKit's raw values; kept as data.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Whether the tint shows as it is or dimmed (UIKit's `UIView.TintAdjustmentMode`); kept as
  /// data.
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic = 0, normal = 1, dimmed = 2
  }

  /// The size an unconstrained view asks for along an axis it has no size on (UIKit's
  /// `UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size Auto Layout can fit (`systemLayoutSizeFitting(_:)`'s target).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size Auto Layout can fit.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}
