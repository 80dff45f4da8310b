/// UIKit's `UIKeyboardType`: the kind of keyboard shown, with UIKit's raw values (UITextInputTraits.h).
public enum KeyboardType: Int, Sendable, CaseIterable {
  /// The current input method's.
  case `default`
  /// One that types ASCII characters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// One for URLs.
  case URL
  /// Digits.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A telephone keypad that also types names.
  case namePhonePad
  /// One for email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// One with @ and # at hand.
  case twitter
  /// One for search terms and URLs.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}

extension KeyboardType {
  /// UIKit's deprecated name of ``asciiCapable``.
  public static var alphabet: KeyboardType { .asciiCapable }
}
