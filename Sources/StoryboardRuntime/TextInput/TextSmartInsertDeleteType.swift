/// UIKit's `UITextSmartInsertDeleteType`: whether spaces are added and removed around pasted and deleted words, with UIKit's raw values (UITextInputTraits.h).
public enum TextSmartInsertDeleteType: Int, Sendable, CaseIterable {
  /// As the keyboard decides.
  case `default`
  /// Not adjusted.
  case no
  /// Adjusted.
  case yes
}
