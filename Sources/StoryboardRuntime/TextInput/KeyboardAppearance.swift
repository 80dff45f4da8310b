/// UIKit's `UIKeyboardAppearance`: the keyboard's look, with UIKit's raw values (UITextInputTraits.h).
public enum KeyboardAppearance: Int, Sendable, CaseIterable {
  /// The system's.
  case `default`
  /// Dark.
  case dark
  /// Light.
  case light
}
