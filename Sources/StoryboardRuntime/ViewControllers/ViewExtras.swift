import Foundation

/// What a view keeps as data beyond its common properties, made on first use: most views never
/// set any of it, and a scene of hundreds of views pays nothing for it.
final class ViewExtras {
  var center = CGPoint.zero
  var clipsToBounds = false
  var contentMode = View.ContentMode.scaleToFill
  var autoresizingMask: View.AutoresizingMask = []
  var autoresizesSubviews = true
  var isOpaque = true
  var isExclusiveTouch = false
  var isMultipleTouchEnabled = false
  var contentScaleFactor: CGFloat = 1
  var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var tintAdjustmentMode = View.TintAdjustmentMode.automatic
  var restorationIdentifier: String?
  var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
  var layoutGuides: [LayoutGuide] = []
  var layoutMarginsGuide: LayoutGuide?
  var readableContentGuide: LayoutGuide?
  var needsUpdateConstraints = false
  /// Content hugging and compression resistance, by axis raw value.
  var hugging: [Int: LayoutPriority] = [:]
  var compressionResistance: [Int: LayoutPriority] = [:]
}
