import Foundation
import StoryboardRuntime

extension TableView {
  /// Where separators' insets are measured from (UIKit's `UITableView.SeparatorInsetReference`).
  public enum SeparatorInsetReference: Int, Sendable {
    /// The cell's edges.
    case fromCellEdges = 0
    /// The automatic insets.
    case fromAutomaticInsets = 1
  }
  /// Whether cells resize themselves (UIKit's `UITableView.SelfSizingInvalidation`).
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled = 0, enabled, enabledIncludingConstraints
  }

  /// The section index's search symbol.
  public static let indexSearch = "{search}"
  /// Posted when the selection changes.
  public static let selectionDidChangeNotification = NSNotification.Name(
    "UITableViewSelectionDidChangeNotification")

  /// Starts a group of row and section changes: the table reloads once, at the matching
  /// ``endUpdates()``.
  public func beginUpdates() { settings.updateDepth += 1 }
  /// Ends a group of changes started with ``beginUpdates()``, reloading the table.
  public func endUpdates() {
    settings.updateDepth = max(0, settings.updateDepth - 1)
    if settings.updateDepth == 0 { reloadData() }
  }
  /// Runs `updates` as one group of changes, then `completion` with `true`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    if let completion { Exceptions.callingBack { completion(true) } }
  }
  /// Whether changes are waiting for ``endUpdates()``.
  public var hasUncommittedUpdates: Bool { settings.updateDepth > 0 }
  /// Inserts sections: the table reloads.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    reloadUnlessUpdating()
  }
  /// Deletes sections: the table reloads.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    reloadUnlessUpdating()
  }
  /// Reloads sections: the table reloads.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    reloadUnlessUpdating()
  }
  /// Moves a section: the table reloads.
  public func moveSection(_ section: Int, toSection newSection: Int) { reloadUnlessUpdating() }
  /// Moves a row: the table reloads.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    reloadUnlessUpdating()
  }
  /// Reconfigures rows: the table reloads.
  public func reconfigureRows(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
  /// Reloads the section index: there is none to draw.
  public func reloadSectionIndexTitles() {}

  func reloadUnlessUpdating() {
    if !hasUncommittedUpdates { reloadData() }
  }

  /// The index paths of the rows made so far.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visibleCells.compactMap { indexPath(for: $0) }
  }
  /// The row at `point`: none, as rows have no geometry.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }
  /// The rows in `rect`: none, as rows have no geometry.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { [] }
  /// A section's rectangle: zero, as rows have no geometry.
  public func rect(forSection section: Int) -> CGRect { .zero }
  /// A section header's rectangle: zero.
  public func rectForHeader(inSection section: Int) -> CGRect { .zero }
  /// A section footer's rectangle: zero.
  public func rectForFooter(inSection section: Int) -> CGRect { .zero }
  /// A row's rectangle: zero.
  public func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
  /// Scrolls to a row: there is nothing to scroll. Inert: nothing in the simulation acts on it.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
  /// Scrolls to the selected row nearest the top: there is nothing to scroll.
  /// Inert: nothing in the simulation acts on it.
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {}

  /// The header of `section` the delegate gives (`tableView(_:viewForHeaderInSection:)`), when
  /// it is a header-footer view.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    guard section >= 0, section < numberOfSections else { return nil }
    return delegate?.tableView(self, viewForHeaderInSection: section) as? TableViewHeaderFooterView
  }
  /// The footer of `section` the delegate gives, when it is a header-footer view.
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    guard section >= 0, section < numberOfSections else { return nil }
    return delegate?.tableView(self, viewForFooterInSection: section) as? TableViewHeaderFooterView
  }
  /// Makes `aClass` the class of headers and footers dequeued with `identifier`.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    settings.headerFooterClasses[identifier] = aClass as? TableViewHeaderFooterView.Type
  }
  /// A header or footer for `identifier`: a new one of the registered class (header-footer
  /// views are made afresh each time; a subclass is made with its `init(reuseIdentifier:)`
  /// through `makeRegisteredView(reuseIdentifier:)`, which the UIKitSources step writes into
  /// every subclass it compiles); `nil` when nothing is registered for it.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    if let nib = settings.headerFooterNibs[identifier] {
      return nib.makeRegisteredView(
        TableViewHeaderFooterView.self, identifier: identifier,
        requiredClass: "UITableViewHeaderFooterView")
        ?? TableViewHeaderFooterView(reuseIdentifier: identifier)
    }
    guard let type = settings.headerFooterClasses[identifier] else { return nil }
    return type.makeRegisteredView(reuseIdentifier: identifier)
  }

  /// Registers `nib` for cells of `identifier`: each dequeued cell is the nib's one top-level
  /// object, made afresh, its outlets and actions connected (UIKit raises
  /// ``ViewError/invalidNib(nibName:identifier:requiredClass:)`` when the nib holds
  /// anything else).
  public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as AnyClass?, forCellReuseIdentifier: identifier)
      return
    }
    store.registered[identifier] = {
      let cell = nib.makeRegisteredView(
        TableViewCell.self, identifier: identifier, requiredClass: "UITableViewCell")
      cell?.adoptReuseIdentifier(identifier)
      return cell ?? TableViewCell(style: .default, reuseIdentifier: identifier)
    }
  }
  /// Registers `nib` for headers and footers of `identifier`, each made from its one
  /// top-level object.
  public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    settings.headerFooterClasses[identifier] = nil
    settings.headerFooterNibs[identifier] = nib
  }
}
