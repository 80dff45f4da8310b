import Foundation
import StoryboardRuntime

/// What table and collection views share: the cells they hand out by reuse identifier (from a
/// registered class or a storyboard prototype), the cells of the rows or items made so far,
/// the pool of cells to reuse, and the selection.
final class ReusableCells<Cell: View> {
  /// Makers of new cells, by reuse identifier: the storyboard's prototypes (set when the table
  /// loads, before the app's code can register), then each class or nib registered, the
  /// latest replacing the one before it, as Apple documents for
  /// `register(_:forCellReuseIdentifier:)`: a class or nib registered earlier with the same
  /// reuse identifier is replaced.
  var registered: [String: () -> Cell?] = [:]
  /// The cells of the index paths made so far.
  var cells: [IndexPath: Cell] = [:]
  /// Cells waiting to be reused, by reuse identifier.
  private var reusable: [String: [Cell]] = [:]
  /// The selected index paths, in the order they were selected.
  var selected: [IndexPath] = []

  /// A reused cell (after `prepare`), else a new one from the latest registration.
  func dequeue(_ identifier: String, prepare: (Cell) -> Void) -> Cell? {
    if var pool = reusable[identifier], let cell = pool.popLast() {
      reusable[identifier] = pool
      prepare(cell)
      return cell
    }
    return registered[identifier]?() ?? nil
  }

  /// The cell `make` gives for `indexPath`, kept, and added to `container`.
  func cell(at indexPath: IndexPath, in container: View, make: () -> Cell?) -> Cell? {
    if let cell = cells[indexPath] { return cell }
    guard let cell = make() else { return nil }
    cells[indexPath] = cell
    if cell.superview !== container { container.addSubview(cell) }
    return cell
  }

  /// The index path of `cell`, if it shows one.
  func indexPath(of cell: Cell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// Forgets the cells: those with a reuse identifier wait for reuse; clears the selection.
  func reload(reuseIdentifier: (Cell) -> String?) {
    for (_, cell) in cells {
      guard let identifier = reuseIdentifier(cell) else { continue }
      cell.removeFromSuperview()
      reusable[identifier, default: []].append(cell)
    }
    cells = [:]
    selected = []
  }

  /// The cells made so far, in index path order.
  var visibleCells: [Cell] { cells.keys.sorted().compactMap { cells[$0] } }
}
