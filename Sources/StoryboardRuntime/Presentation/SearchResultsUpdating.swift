/// UIKit's `UISearchResultsUpdating`: told to update the results when the search controller
/// becomes active and when the user changes the search bar's text.
public protocol SearchResultsUpdating: AnyObject {
  /// Update the results for `searchController`'s search bar.
  func updateSearchResults(for searchController: SearchController)
}
