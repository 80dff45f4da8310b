import Foundation

extension ScrollView {
  /// The colour of the scroll indicators (UIKit's `UIScrollView.IndicatorStyle`).
  public enum IndicatorStyle: Int, Sendable {
    case `default` = 0, black = 1, white = 2
  }

  /// When a drag dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0, onDrag = 1, interactive = 2, onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }

  /// Whether the index of a table shows (UIKit's `UIScrollView.IndexDisplayMode`).
  public enum IndexDisplayMode: Int, Sendable {
    case automatic = 0, alwaysHidden = 1
  }

  /// How the safe area adjusts the content inset (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0, scrollableAxes = 1, never = 2, always = 3
  }

  /// How fast scrolling slows down (UIKit's `UIScrollView.DecelerationRate`).
  public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
    /// The rate: the velocity kept per millisecond.
    public let rawValue: CGFloat
    /// A rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The normal rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A fast rate, 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

/// What a scroll view keeps as data beyond its offset, made on first use.
final class ScrollViewExtras {
  var contentInset = EdgeInsets.zero
  var bounces = true
  var bouncesZoom = true
  var alwaysBounceVertical = false
  var alwaysBounceHorizontal = false
  var showsVerticalScrollIndicator = true
  var showsHorizontalScrollIndicator = true
  var verticalScrollIndicatorInsets = EdgeInsets.zero
  var horizontalScrollIndicatorInsets = EdgeInsets.zero
  var automaticallyAdjustsScrollIndicatorInsets = true
  var indicatorStyle = ScrollView.IndicatorStyle.default
  var decelerationRate = ScrollView.DecelerationRate.normal
  var keyboardDismissMode = ScrollView.KeyboardDismissMode.none
  var indexDisplayMode = ScrollView.IndexDisplayMode.automatic
  var contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.automatic
  var minimumZoomScale: CGFloat = 1
  var maximumZoomScale: CGFloat = 1
  var zoomScale: CGFloat = 1
  var delaysContentTouches = true
  var canCancelContentTouches = true
  var isDirectionalLockEnabled = false
  var scrollsToTop = true
  var panGestureRecognizer: PanGestureRecognizer?
  var contentLayoutGuide: LayoutGuide?
  var frameLayoutGuide: LayoutGuide?
}

extension ScrollView {
  /// The recognizer of a remote's directional presses (tvOS): a recognizer that never
  /// recognizes here. Inert: nothing in the simulation acts on it.
  public var directionalPressGestureRecognizer: GestureRecognizer {
    GestureRecognizer(target: nil, action: nil)
  }
}
