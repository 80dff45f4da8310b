import Foundation

/// UIKit's `UISearchController`: a plain presentable controller that holds the controller
/// showing the results.
open class SearchController: ViewController {
  /// The controller that shows the results, or `nil` to show them in place.
  public private(set) var searchResultsController: ViewController?
  /// Whether the search is active.
  open var isActive = false
  /// Whether the content is obscured while searching.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching.
  open var hidesNavigationBarDuringPresentation = true

  /// A search controller showing its results in `searchResultsController`.
  public convenience init(searchResultsController: ViewController?) {
    self.init(nibName: nil, bundle: nil)
    self.searchResultsController = searchResultsController
  }
}
