import Foundation

/// UIKit's `UITableViewDataSource`: the rows and cells of a table view. The requirements UIKit
/// marks optional have defaults here (one section, no titles).
public protocol TableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: TableView) -> Int
  /// The title of `section`'s header; `nil` by default.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}
