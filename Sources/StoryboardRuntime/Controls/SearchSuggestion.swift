import Foundation

/// UIKit's `UISearchSuggestion`: a suggestion a search field or controller lists (iOS 16).
public protocol SearchSuggestion: AnyObject {
  /// The suggestion's text.
  var localizedSuggestion: String? { get }
  /// A description under the suggestion; none by default.
  var localizedDescription: String? { get }
  /// The suggestion's icon; none by default.
  var iconImage: Image? { get }
  /// The suggestion's attributed text.
  var localizedAttributedSuggestion: NSAttributedString? { get }
  /// The app's object the suggestion stands for.
  var representedObject: Any? { get set }
}

extension SearchSuggestion {
  /// No description.
  public var localizedDescription: String? { nil }
  /// No icon.
  public var iconImage: Image? { nil }
}
