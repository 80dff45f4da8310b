/// UIKit's `UIKeyboardLayoutGuide`: the guide of the keyboard's frame in a view. No keyboard
/// is shown here, so its top is the bottom of the safe area; its settings are kept as data.
open class KeyboardLayoutGuide: LayoutGuide {
  /// Whether the guide follows an undocked or floating keyboard.
  open var followsUndockedKeyboard = false
  /// Whether the guide's bottom stops at the safe area's when the keyboard is hidden.
  open var usesBottomSafeArea = true
}
