/// A view of a module above the core whose standard accessibility (what UIKit gives it when the
/// app sets nothing) refines its superclass's: a button reads its title.
package protocol StandardAccessibilityRefining: AnyObject {
  /// The view's standard accessibility, from `inherited`, its superclass's.
  func refineStandardAccessibility(
    _ inherited: (isElement: Bool, label: String?, traits: AccessibilityTraits)
  ) -> (isElement: Bool, label: String?, traits: AccessibilityTraits)
}

/// A visual effect of a module above the core that is equal to another by what it describes,
/// not by identity: a vibrancy effect.
package protocol VisualEffectComparing: AnyObject {
  /// Whether `other` describes the same effect.
  func isSameEffect(as other: VisualEffect) -> Bool
}
