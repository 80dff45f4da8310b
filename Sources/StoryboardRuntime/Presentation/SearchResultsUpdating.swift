/// UIKit's `UISearchResultsUpdating`: told to update the results when the search controller
/// becomes active and when the user changes the search bar's text.
public protocol SearchResultsUpdating: AnyObject {
  /// Update the results for `searchController`'s search bar.
  func updateSearchResults(for searchController: SearchController)
  /// Update the results for `searchSuggestion`, which the user chose; by default, as for the
  /// text.
  func updateSearchResults(
    for searchController: SearchController, selecting searchSuggestion: any SearchSuggestion)
}

extension SearchResultsUpdating {
  /// Updates the results for the search bar's text.
  public func updateSearchResults(
    for searchController: SearchController, selecting searchSuggestion: any SearchSuggestion
  ) { updateSearchResults(for: searchController) }
}
