import Foundation

extension Responder {
  /// Posted before the keyboard shows (no keyboard shows here: posted by an app or a test).
  public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard showed.
  public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid.
  public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes.
  public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The key of the keyboard's frame before the change, in a keyboard notification.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The key of the keyboard's frame after the change.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The key of the animation's duration.
  public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of the animation's curve.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The key of whether the keyboard belongs to this app.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
