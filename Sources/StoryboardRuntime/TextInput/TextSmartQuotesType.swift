/// UIKit's `UITextSmartQuotesType`: whether straight quotes become typographic ones, with UIKit's raw values (UITextInputTraits.h).
public enum TextSmartQuotesType: Int, Sendable, CaseIterable {
  /// As the keyboard decides.
  case `default`
  /// Kept straight.
  case no
  /// Made typographic.
  case yes
}
