/// UIKit's `UITextAutocorrectionType`: whether typing is corrected, with UIKit's raw values (UITextInputTraits.h).
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
  /// As the keyboard decides.
  case `default`
  /// Not corrected.
  case no
  /// Corrected.
  case yes
}
