/// UIKit's `UISearchTextField`: a search bar's text field (tokens are not modelled).
open class SearchTextField: TextField {
  /// The tokens' background colour.
  open var tokenBackgroundColor: Color!
  /// Whether a user may delete tokens.
  open var allowsDeletingTokens = true
  /// Whether a user may copy tokens.
  open var allowsCopyingTokens = true

  /// The tokens, before the text.
  open var tokens: [SearchToken] = []
  /// The suggestions listed under the field.
  open var searchSuggestions: [any SearchSuggestion]?

  /// Inserts `token` at `tokenIndex` (clamped to the tokens' range).
  open func insertToken(_ token: SearchToken, at tokenIndex: Int) {
    tokens.insert(token, at: min(max(tokenIndex, 0), tokens.count))
  }
  /// Removes the token at `tokenIndex`; an index out of range removes nothing.
  open func removeToken(at tokenIndex: Int) {
    guard tokens.indices.contains(tokenIndex) else { return }
    tokens.remove(at: tokenIndex)
  }
}
