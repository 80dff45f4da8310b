import Foundation

/// UIKit's `UISearchBarDelegate`: asked and told of a user's editing of a search bar, with
/// UIKit's defaults for the requirements UIKit marks optional.
public protocol SearchBarDelegate: ObjectiveCResponding {
  /// Whether editing may begin; `true` by default.
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// Whether editing may end; `true` by default.
  func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The user changed the text.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// Whether the user's change of the text in `range` may happen; `true` by default.
  func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user tapped Search (the keyboard's return key).
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The user tapped the bookmark button.
  func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
  /// The user tapped Cancel.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
  /// The user tapped the results list button.
  func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
  /// The user chose another scope.
  func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
  /// `true`.
  public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// `true`.
  public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Inert: nothing in the simulation acts on it.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// `true`.
  public func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Inert: nothing in the simulation acts on it.
  public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
  /// Inert: nothing in the simulation acts on it.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
  /// Inert: nothing in the simulation acts on it.
  public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
  /// Inert: nothing in the simulation acts on it.
  public func searchBar(
    _ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
