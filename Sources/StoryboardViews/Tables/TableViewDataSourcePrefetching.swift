import Foundation
import StoryboardRuntime

/// UIKit's `UITableViewDataSourcePrefetching`: told which rows will be needed soon. No row is
/// scrolled into view here, so a table never asks.
public protocol TableViewDataSourcePrefetching: ObjectiveCResponding {
  /// Rows at `indexPaths` will be needed soon.
  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Rows at `indexPaths` will not be needed after all.
  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
  /// Inert: nothing in the simulation acts on it.
  public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  {}
}
