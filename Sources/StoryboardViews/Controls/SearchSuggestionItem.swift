import Foundation
import StoryboardRuntime

/// UIKit's `UISearchSuggestionItem`: a search suggestion of text, description and icon.
open class SearchSuggestionItem: SearchSuggestion {
  /// The suggestion's attributed text.
  public let localizedAttributedSuggestion: NSAttributedString?
  /// The suggestion's text.
  public let localizedSuggestion: String?
  /// The description under it.
  public let localizedDescription: String?
  /// The icon.
  public let iconImage: Image?
  /// The app's object the suggestion stands for.
  open var representedObject: Any?

  /// A suggestion of `suggestion`, described by `description`, with `iconImage`.
  public init(
    localizedSuggestion suggestion: String, localizedDescription description: String?,
    iconImage: Image?
  ) {
    localizedSuggestion = suggestion
    localizedAttributedSuggestion = NSAttributedString(string: suggestion)
    localizedDescription = description
    self.iconImage = iconImage
  }
  /// A suggestion of `suggestion`, described by `description`.
  public convenience init(
    localizedSuggestion suggestion: String, localizedDescription description: String?
  ) {
    self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
  }
  /// A suggestion of `suggestion`.
  public convenience init(localizedSuggestion suggestion: String) {
    self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
  }
  /// A suggestion of attributed `suggestion`, described by `description`, with `iconImage`.
  public init(
    localizedAttributedSuggestion suggestion: NSAttributedString,
    localizedDescription description: String?, iconImage: Image?
  ) {
    localizedSuggestion = suggestion.string
    localizedAttributedSuggestion = suggestion
    localizedDescription = description
    self.iconImage = iconImage
  }
  /// A suggestion of attributed `suggestion`, described by `description`.
  public convenience init(
    localizedAttributedSuggestion suggestion: NSAttributedString,
    localizedDescription description: String?
  ) {
    self.init(
      localizedAttributedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
  }
  /// A suggestion of attributed `suggestion`.
  public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString) {
    self.init(localizedAttributedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
  }
}
