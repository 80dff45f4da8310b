/// UIKit's `UISearchToken`: a token in a search field (a filter the user chose); kept as data.
open class SearchToken {
  /// The token's icon.
  public let icon: Image?
  /// The token's text.
  public let text: String
  /// The app's object the token stands for.
  open var representedObject: Any?

  /// A token showing `icon` and `text`.
  public init(icon: Image?, text: String) {
    self.icon = icon
    self.text = text
  }
}
