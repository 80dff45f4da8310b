import Foundation

/// UIKit's `UISearchController`: a controller that owns a search bar and holds the controller
/// showing the results. Becoming active tells its delegate (`willPresentSearchController`,
/// `didPresentSearchController`) and asks its ``searchResultsUpdater`` to update; a user's
/// typing in its search bar (StoryboardTesting's `type(_:)`) activates it and updates the
/// results at each change; becoming inactive tells the delegate it dismisses.
open class SearchController: ViewController {
  /// How the scope bar shows (UIKit's `UISearchController.ScopeBarActivation`).
  public enum ScopeBarActivation: Int, Sendable {
    case automatic = 0, manual, onTextEntry, onSearchActivation
  }

  /// The controller that shows the results, or `nil` to show them in place.
  open private(set) var searchResultsController: ViewController?
  /// The object that updates the results.
  open weak var searchResultsUpdater: (any SearchResultsUpdating)?
  /// The object told when the search becomes active or inactive.
  open weak var delegate: (any SearchControllerDelegate)?
  /// The search bar.
  public let searchBar = SearchBar()
  /// Whether the search is active: setting it tells the delegate and, when it becomes active,
  /// updates the results.
  open var isActive: Bool {
    get { storedIsActive }
    set { setActive(newValue) }
  }
  private var storedIsActive = false
  /// Whether the content is obscured while searching.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the content dims while searching (deprecated): ``obscuresBackgroundDuringPresentation``.
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching.
  open var hidesNavigationBarDuringPresentation = true
  /// Where the search bar is: stacked under the title.
  open var searchBarPlacement: NavigationItem.SearchBarPlacement { .stacked }
  /// Whether the results controller shows on its own.
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller shows: while active, when it shows on its own.
  open var showsSearchResultsController: Bool {
    get { storedShowsResults ?? (isActive && automaticallyShowsSearchResultsController) }
    set { storedShowsResults = newValue }
  }
  private var storedShowsResults: Bool?
  /// Whether the search bar shows Cancel while active.
  open var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows on its own.
  open var automaticallyShowsScopeBar = true
  /// How the scope bar shows.
  open var scopeBarActivation = ScopeBarActivation.automatic
  /// The suggestions listed under the search bar: the search field's.
  open var searchSuggestions: [any SearchSuggestion]? {
    get { searchBar.searchTextField.searchSuggestions }
    set { searchBar.searchTextField.searchSuggestions = newValue }
  }
  /// Whether suggestions are ignored when the search bar is stacked.
  open var ignoresSearchSuggestionsForSearchBarPlacementStacked = true

  /// A search controller showing its results in `searchResultsController`.
  public convenience init(searchResultsController: ViewController?) {
    self.init(nibName: nil, bundle: nil)
    self.searchResultsController = searchResultsController
    searchBar.searchController = self
  }
  /// A search controller showing its results in place.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    searchBar.searchController = self
  }
  /// A search controller from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    searchBar.searchController = self
  }

  private func setActive(_ active: Bool) {
    guard active != storedIsActive else { return }
    Exceptions.raising {
      if active {
        Exceptions.callingBack { delegate?.willPresentSearchController(self) }
        storedIsActive = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        Exceptions.callingBack { delegate?.didPresentSearchController(self) }
        updateResults()
      } else {
        Exceptions.callingBack { delegate?.willDismissSearchController(self) }
        storedIsActive = false
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        Exceptions.callingBack { delegate?.didDismissSearchController(self) }
      }
    }
  }

  /// Asks the updater to update the results.
  package func updateResults() {
    Exceptions.callingBack { searchResultsUpdater?.updateSearchResults(for: self) }
  }
}
