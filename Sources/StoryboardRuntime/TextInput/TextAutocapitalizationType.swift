/// UIKit's `UITextAutocapitalizationType`: which letters are capitalized as a user types, with UIKit's raw values (UITextInputTraits.h).
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
  /// Nothing is capitalized.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence (the default of a text field).
  case sentences
  /// Every letter.
  case allCharacters
}
