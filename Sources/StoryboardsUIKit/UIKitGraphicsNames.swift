import StoryboardRuntime
import StoryboardViews

// UIKit's names for the runtime's graphics types, and the CoreGraphics and Core Image types
// UIKit's signatures name, where the platform lacks them.

/// UIKit's `UIGraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// UIKit's `UIImageAsset`.
public typealias UIImageAsset = ImageAsset

/// UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `UIBaselineAdjustment`.
public typealias UIBaselineAdjustment = BaselineAdjustment
/// UIKit's `UIDatePickerStyle`.
public typealias UIDatePickerStyle = DatePickerStyle
/// UIKit's `UIVisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// UIKit's `UIBlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// UIKit's `UIVibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect
/// UIKit's `UIVibrancyEffectStyle`.
public typealias UIVibrancyEffectStyle = VibrancyEffectStyle
/// UIKit's `UIVisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's `UIInteraction`.
public typealias UIInteraction = Interaction
/// UIKit's `UIMotionEffect`.
public typealias UIMotionEffect = MotionEffect
/// UIKit's `UIFocusEffect`.
public typealias UIFocusEffect = FocusEffect
/// UIKit's `UIFocusGroupPriority`.
public typealias UIFocusGroupPriority = FocusGroupPriority
/// UIKit's `UIViewPrintFormatter`.
public typealias UIViewPrintFormatter = ViewPrintFormatter
/// UIKit's `UIKeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute

#if !canImport(CoreGraphics)
  /// CoreGraphics' `CGVector`, which Linux lacks.
  public typealias CGVector = StoryboardRuntime.CGVector
  /// CoreGraphics' `CGAffineTransform`, which Linux lacks.
  public typealias CGAffineTransform = StoryboardRuntime.CGAffineTransform
  /// CoreGraphics' `CGImage`, which Linux lacks.
  public typealias CGImage = StoryboardRuntime.CGImage
  /// CoreGraphics' `CGColor`, which Linux lacks.
  public typealias CGColor = StoryboardRuntime.CGColor
  /// CoreGraphics' `CGBlendMode`, which Linux lacks.
  public typealias CGBlendMode = StoryboardRuntime.CGBlendMode
#endif
#if !canImport(CoreImage)
  /// Core Image's `CIImage`, which Linux lacks.
  public typealias CIImage = StoryboardRuntime.CIImage
#endif
#if !canImport(QuartzCore)
  /// Core Animation's `CATransaction`, which Linux lacks.
  public typealias CATransaction = StoryboardViews.CATransaction
  /// Core Animation's `CAMediaTimingFunction`, which Linux lacks.
  public typealias CAMediaTimingFunction = StoryboardViews.CAMediaTimingFunction
  /// The names of Core Animation's timing curves.
  public typealias CAMediaTimingFunctionName = StoryboardViews.CAMediaTimingFunctionName
  /// The key of a transaction's animation duration.
  public let kCATransactionAnimationDuration = StoryboardViews.kCATransactionAnimationDuration
  /// The key of a transaction's actions setting.
  public let kCATransactionDisableActions = StoryboardViews.kCATransactionDisableActions
  /// The key of a transaction's timing function.
  public let kCATransactionAnimationTimingFunction =
    StoryboardViews.kCATransactionAnimationTimingFunction
  /// The key of a transaction's completion block.
  public let kCATransactionCompletionBlock = StoryboardViews.kCATransactionCompletionBlock
  /// Core Animation's `CALayer`, which Linux lacks.
  public typealias CALayer = StoryboardRuntime.CALayer
  /// Core Animation's `CATransform3D`, which Linux lacks.
  public typealias CATransform3D = StoryboardRuntime.CATransform3D
  /// Core Animation's identity transform.
  public let CATransform3DIdentity = StoryboardRuntime.CATransform3DIdentity
  /// Whether `t` is the identity.
  public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    StoryboardRuntime.CATransform3DIsIdentity(t)
  }
  /// A scale.
  public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    StoryboardRuntime.CATransform3DMakeScale(sx, sy, sz)
  }
  /// A translation.
  public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
  { StoryboardRuntime.CATransform3DMakeTranslation(tx, ty, tz) }
#endif

/// UIKit's `UIViewAnimating`.
public typealias UIViewAnimating = ViewAnimating
/// UIKit's `UIViewImplicitlyAnimating`.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// UIKit's `UIViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// UIKit's `UIViewAnimatingState`.
public typealias UIViewAnimatingState = ViewAnimatingState
/// UIKit's `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// UIKit's `UITimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// UIKit's `UITimingCurveType`.
public typealias UITimingCurveType = TimingCurveType
/// UIKit's `UICubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// UIKit's `UISpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters

#if !canImport(Darwin)
  /// Core Foundation's `CFTimeInterval`, which Foundation has on Linux only internally.
  public typealias CFTimeInterval = StoryboardViews.CFTimeInterval
#endif
