/// UIKit's `UISearchTextField`: a search bar's text field (tokens are not modelled).
open class SearchTextField: TextField {
  /// The tokens' background colour.
  open var tokenBackgroundColor: Color!
  /// Whether a user may delete tokens.
  open var allowsDeletingTokens = true
  /// Whether a user may copy tokens.
  open var allowsCopyingTokens = true
}
