import Foundation

#if canImport(QuartzCore)
  import QuartzCore
#endif

/// What a view keeps as data beyond its common properties, made on first use: most views never
/// set any of it, and a scene of hundreds of views pays nothing for it.
final class ViewExtras {
  var center = CGPoint.zero
  /// The bounds' size, which is the frame's.
  var size = CGSize.zero
  /// The bounds' origin.
  var boundsOrigin = CGPoint.zero
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
  /// The accessibility the app (or the storyboard) sets; `nil`: UIKit's default.
  var isAccessibilityElement: Bool?
  var accessibilityLabel: String?
  var accessibilityHint: String?
  var accessibilityValue: String?
  var accessibilityTraits: AccessibilityTraits?
  var readableContentGuide: LayoutGuide?
  var needsUpdateConstraints = false
  /// Content hugging and compression resistance, by axis raw value.
  var hugging: [Int: LayoutPriority] = [:]
  var compressionResistance: [Int: LayoutPriority] = [:]
  var layer: CALayer?
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var transform = CGAffineTransform.identity
  var transform3D = CATransform3DIdentity
  var mask: View?
  var semanticContentAttribute = SemanticContentAttribute.unspecified
  var interactions: [any Interaction] = []
  var motionEffects: [MotionEffect] = []
  var largeContentTitle: String?
  var largeContentImage: Image?
  var largeContentImageInsets = EdgeInsets.zero
  var scalesLargeContentImage = false
  var showsLargeContentViewer = false
  var minimumContentSizeCategory: ContentSizeCategory?
  var maximumContentSizeCategory: ContentSizeCategory?
  var accessibilityIgnoresInvertColors = false
  var clearsContextBeforeDrawing = true
  var focusGroupIdentifier: String?
  var focusGroupPriority = FocusGroupPriority.ignored
  var focusEffect: FocusEffect?
  var keyboardLayoutGuide: KeyboardLayoutGuide?
}
