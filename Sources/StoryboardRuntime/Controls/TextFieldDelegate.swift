import Foundation

/// UIKit's `UITextFieldDelegate`: asked and told about a user's editing, in UIKit's order
/// (should begin, did begin, should change characters, should return, should end, did end).
/// The requirements UIKit marks optional have defaults here.
public protocol TextFieldDelegate: ObjectiveCResponding {
  /// Whether editing may begin; `true` by default.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the typed `string` may replace the characters in `range`; `true` by default.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the return key is handled; `true` by default.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// Whether editing may end; `true` by default.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Editing ended, for `reason`; the default calls ``textFieldDidEndEditing(_:)``, as UIKit
  /// calls the one a delegate implements.
  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
  /// Whether the clear button may clear the text; `true` by default.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
  /// `true`.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// `true`.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// `true`.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// `true`.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``.
  public func textFieldDidEndEditing(
    _ textField: TextField, reason: TextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// Returns `true`.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func textFieldDidChangeSelection(_ textField: TextField) {}
}
