import Foundation
import StoryboardRuntime

/// UIKit's `UITableViewDataSource`: the rows and cells of a table view. The requirements UIKit
/// marks optional have defaults here (one section, no titles).
public protocol TableViewDataSource: ObjectiveCResponding {
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: TableView) -> Int
  /// The title of `section`'s header; `nil` by default.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer; `nil` by default.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited; `true` by default.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved; `false` by default.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The titles of the section index; `nil` (no index) by default.
  func sectionIndexTitles(for tableView: TableView) -> [String]?
  /// The section the index title at `index` jumps to; `index` by default.
  func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  /// The user committed an insertion or deletion of the row; nothing by default.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The user moved a row; nothing by default.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// No row can be moved.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// No section index.
  public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  /// The section at `index`.
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
