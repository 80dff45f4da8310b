/// UIKit's `UISearchControllerDelegate`: told when the search controller becomes active or
/// inactive, with UIKit's defaults.
public protocol SearchControllerDelegate: ObjectiveCResponding {
  /// The search controller is about to become active.
  func willPresentSearchController(_ searchController: SearchController)
  /// The search controller became active.
  func didPresentSearchController(_ searchController: SearchController)
  /// The search controller is about to become inactive.
  func willDismissSearchController(_ searchController: SearchController)
  /// The search controller became inactive.
  func didDismissSearchController(_ searchController: SearchController)
  /// Present the search controller yourself; by default it presents itself.
  func presentSearchController(_ searchController: SearchController)
  /// The search bar is about to move to `newPlacement`.
  func searchController(
    _ searchController: SearchController,
    willChangeTo newPlacement: NavigationItem.SearchBarPlacement)
  /// The search bar moved from `previousPlacement`.
  func searchController(
    _ searchController: SearchController,
    didChangeFrom previousPlacement: NavigationItem.SearchBarPlacement)
}

extension SearchControllerDelegate {
  /// Inert: nothing in the simulation acts on it.
  public func willPresentSearchController(_ searchController: SearchController) {}
  /// Inert: nothing in the simulation acts on it.
  public func didPresentSearchController(_ searchController: SearchController) {}
  /// Inert: nothing in the simulation acts on it.
  public func willDismissSearchController(_ searchController: SearchController) {}
  /// Inert: nothing in the simulation acts on it.
  public func didDismissSearchController(_ searchController: SearchController) {}
  /// Inert: nothing in the simulation acts on it.
  public func presentSearchController(_ searchController: SearchController) {}
  /// Inert: nothing in the simulation acts on it.
  public func searchController(
    _ searchController: SearchController,
    willChangeTo newPlacement: NavigationItem.SearchBarPlacement
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func searchController(
    _ searchController: SearchController,
    didChangeFrom previousPlacement: NavigationItem.SearchBarPlacement
  ) {}
}
