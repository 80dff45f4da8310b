/// UIKit's `UITextSpellCheckingType`: whether spelling is checked, with UIKit's raw values (UITextInputTraits.h).
public enum TextSpellCheckingType: Int, Sendable, CaseIterable {
  /// As the keyboard decides.
  case `default`
  /// Not checked.
  case no
  /// Checked.
  case yes
}
