/// UIKit's `UITextSmartDashesType`: whether two hyphens become a dash, with UIKit's raw values (UITextInputTraits.h).
public enum TextSmartDashesType: Int, Sendable, CaseIterable {
  /// As the keyboard decides.
  case `default`
  /// Kept as typed.
  case no
  /// Made a dash.
  case yes
}
