// iOS: real UIKit's side (type-checked against UIKit; the simulation's side is elsewhere).
#if canImport(UIKit)
  import UIKit

  extension UITableView {
    /// Taps the row at `indexPath` as a user does, in UIKit's order (as in the simulation):
    /// `shouldHighlightRowAt` (`false` ends the tap), `didHighlightRowAt`,
    /// `didUnhighlightRowAt`, then `willSelectRowAt` (which may redirect or refuse), the previous row's deselection, the
    /// selection, `didSelectRowAt`, then the segue the cell triggers, with the cell as the
    /// sender. The segue is reached through the cell's private `selectionSegueTemplate` (which
    /// PivotalCoreKit's `UITableViewCell+Spec` declares, for tests that ran on UIKit), sent
    /// `perform:` with the cell; this path is type-checked, not run here.
    /// - Returns: The row selected, or `nil` when the delegate refused.
    /// - Throws: ``GestureError`` when a user could not touch the table or the row does not
    ///   exist.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) throws -> IndexPath? {
      try checkTouchable(named: "\(type(of: self))")
      guard indexPath.section < numberOfSections,
        indexPath.row < numberOfRows(inSection: indexPath.section)
      else {
        throw GestureError.notFound("row \(indexPath)", in: "\(type(of: self))")
      }
      // The touch highlights the row before the selection (Brian Slick's UITableView guide:
      // "the selection highlight happens first"); a row that may not be highlighted is not
      // selected by a tap.
      guard delegate?.tableView?(self, shouldHighlightRowAt: indexPath) ?? true else { return nil }
      delegate?.tableView?(self, didHighlightRowAt: indexPath)
      delegate?.tableView?(self, didUnhighlightRowAt: indexPath)
      let willSelect = #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))
      let asked = delegate?.responds(to: willSelect) == true
      guard let target = asked ? delegate?.tableView?(self, willSelectRowAt: indexPath) : indexPath
      else { return nil }
      if let previous = indexPathForSelectedRow, previous != target, !allowsMultipleSelection {
        let willDeselect = #selector(UITableViewDelegate.tableView(_:willDeselectRowAt:))
        let deselected =
          delegate?.responds(to: willDeselect) == true
          ? delegate?.tableView?(self, willDeselectRowAt: previous) : previous
        if let deselected {
          deselectRow(at: deselected, animated: false)
          delegate?.tableView?(self, didDeselectRowAt: deselected)
        }
      }
      selectRow(at: target, animated: false, scrollPosition: .none)
      delegate?.tableView?(self, didSelectRowAt: target)
      if let cell = cellForRow(at: target) { performSelectionSegue(of: cell) }
      return target
    }
  }

  extension UICollectionView {
    /// Taps the item at `indexPath` as a user does, in UIKit's order: `shouldSelectItemAt` (a
    /// `false` stops), the previous item's deselection, the selection, `didSelectItemAt`, then
    /// the segue the cell triggers, with the cell as the sender.
    /// - Returns: The item selected, or `nil` when the delegate refused.
    /// - Throws: ``GestureError`` when a user could not touch the view or the item does not
    ///   exist.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) throws -> IndexPath? {
      try checkTouchable(named: "\(type(of: self))")
      guard indexPath.section < numberOfSections,
        indexPath.item < numberOfItems(inSection: indexPath.section)
      else {
        throw GestureError.notFound("item \(indexPath)", in: "\(type(of: self))")
      }
      guard delegate?.collectionView?(self, shouldSelectItemAt: indexPath) ?? true else {
        return nil
      }
      if !allowsMultipleSelection {
        for previous in indexPathsForSelectedItems ?? [] where previous != indexPath {
          deselectItem(at: previous, animated: false)
          delegate?.collectionView?(self, didDeselectItemAt: previous)
        }
      }
      selectItem(at: indexPath, animated: false, scrollPosition: [])
      delegate?.collectionView?(self, didSelectItemAt: indexPath)
      if let cell = cellForItem(at: indexPath) { performSelectionSegue(of: cell) }
      return indexPath
    }
  }

  /// Performs the segue a storyboard's cell triggers on selection, with the cell as the sender.
  private func performSelectionSegue(of cell: UIView) {
    let templateKey = NSSelectorFromString("selectionSegueTemplate")
    guard cell.responds(to: templateKey),
      let template = cell.value(forKey: "selectionSegueTemplate") as? NSObject
    else { return }
    _ = template.perform(NSSelectorFromString("perform:"), with: cell)
  }
#endif
