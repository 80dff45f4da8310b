import Foundation

/// UIKit's `UITableViewDelegate`: told of selection, in UIKit's order (will select, select,
/// did select). The requirements UIKit marks optional have defaults here.
public protocol TableViewDelegate: AnyObject {
  /// The row to select instead of `indexPath`, or `nil` to select none; `indexPath` by default.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was selected by the user.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The row to deselect instead of `indexPath`, or `nil`; `indexPath` by default.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was deselected by the user's selection of another.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// The accessory button of the row was tapped.
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension TableViewDelegate {
  /// Selects `indexPath`.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Deselects `indexPath`.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}
