import Foundation
import StoryboardRuntime

/// UIKit's `UITableView`, as much as navigation needs: rows from its data source (or the
/// storyboard's static cells), cells dequeued from registered classes or the storyboard's
/// prototypes (with their outlets and segues), and selection. Every row counts as visible:
/// ``cellForRow(at:)`` makes the cell of any row that exists.
open class TableView: ScrollView {
  /// UIKit's `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain = 0
    /// Grouped.
    case grouped = 1
    /// Inset grouped.
    case insetGrouped = 2
  }

  /// UIKit's `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    /// None.
    case none = 0
    /// Top.
    case top = 1
    /// Middle.
    case middle = 2
    /// Bottom.
    case bottom = 3
  }

  /// UIKit's `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// Right.
    case right = 1
    /// Left.
    case left = 2
    /// Top.
    case top = 3
    /// Bottom.
    case bottom = 4
    /// None.
    case none = 5
    /// Middle.
    case middle = 6
    /// Automatic.
    case automatic = 100
  }

  /// The style.
  public let style: Style
  /// What supplies the rows.
  open weak var dataSource: (any TableViewDataSource)?
  /// What is told of selection.
  open weak var delegate: (any TableViewDelegate)?
  /// Whether a user can select rows.
  open var allowsSelection = true
  /// The height that asks Auto Layout for a row's, a header's or a footer's (UIKit's
  /// `UITableView.automaticDimension`); nothing is laid out here.
  public static let automaticDimension: CGFloat = -1
  /// The rows' height; ``automaticDimension`` unless set (kept as data).
  /// Inert: nothing in the simulation acts on it.
  open var rowHeight = TableView.automaticDimension
  /// The rows' estimated height; ``automaticDimension`` unless set (kept as data).
  /// Inert: nothing in the simulation acts on it.
  open var estimatedRowHeight = TableView.automaticDimension
  /// The section headers' height; ``automaticDimension`` unless set (kept as data).
  /// Inert: nothing in the simulation acts on it.
  open var sectionHeaderHeight = TableView.automaticDimension
  /// The section footers' height; ``automaticDimension`` unless set (kept as data).
  /// Inert: nothing in the simulation acts on it.
  open var sectionFooterHeight = TableView.automaticDimension
  /// Whether a user can select several rows.
  open var allowsMultipleSelection = false
  /// The cells: registered classes, the storyboard's prototypes, reuse and selection.
  let store = ReusableCells<TableViewCell>()
  /// What the table keeps beyond its rows, made on first use.
  var settings: TableViewSettings {
    if let storedSettings { return storedSettings }
    let made = TableViewSettings()
    storedSettings = made
    return made
  }
  private var storedSettings: TableViewSettings?

  /// Whether the table is in editing mode.
  open var isEditing: Bool {
    get { storedSettings?.isEditing ?? false }
    set { setEditing(newValue, animated: false) }
  }
  /// Enters or leaves editing mode: the cells made so far follow.
  open func setEditing(_ editing: Bool, animated: Bool) {
    settings.isEditing = editing
    for cell in visibleCells { cell.setEditing(editing, animated: animated) }
  }
  /// The storyboard's static cells, by section, for a static table.
  var staticSections: [[TableViewCell]]?

  /// A table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// A plain table.
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// A plain table.
  public convenience override init() { self.init(frame: .zero, style: .plain) }

  /// A table from a storyboard's `<tableView>`: its style and selection settings; its
  /// prototypes and static cells come with it.
  public required init?(coder: NSCoder) {
    let storyboard = coder as? SceneObjectCoder
    style =
      switch storyboard?.string("style") {
      case "grouped": .grouped
      case "insetGrouped": .insetGrouped
      default: .plain
      }
    super.init(coder: coder)
    allowsSelection = storyboard?.string("allowsSelection") != "NO"
    allowsMultipleSelection = storyboard?.string("allowsMultipleSelection") == "YES"
    if storyboard?.string("dataMode") == "static" { staticSections = [] }
  }

  /// The table's outlets, `dataSource` and `delegate`, found by name (storyboard connections).
  open override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    switch name {
    case "dataSource":
      return .property(
        get: { self.dataSource }, set: { self.dataSource = $0 as? any TableViewDataSource })
    case "delegate":
      return .property(
        get: { self.delegate }, set: { self.delegate = $0 as? any TableViewDelegate })
    default: return super.objectiveCMember(named: name)
    }
  }

  // MARK: - Cells

  /// Makes `cellClass` the class of cells dequeued with `identifier`.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let type = cellClass as? TableViewCell.Type else {
      store.registered[identifier] = nil
      return
    }
    store.registered[identifier] = { type.makeRegisteredCell(reuseIdentifier: identifier) }
  }

  /// A cell for `identifier`: a reused one, or a new one of the registered class or the
  /// storyboard's prototype; `nil` when nothing is registered for it.
  open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    store.dequeue(identifier) { $0.prepareForReuse() }
  }

  /// A cell for `identifier`, as ``dequeueReusableCell(withIdentifier:)``; raises UIKit's
  /// `NSInternalInconsistencyException` when nothing is registered for it.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    Exceptions.raise(ViewError.unknownCellIdentifier(identifier))
    return TableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The number of sections: the data source's, or the static sections'.
  open var numberOfSections: Int {
    if let staticSections, dataSource == nil { return staticSections.count }
    return dataSource?.numberOfSections(in: self) ?? 0
  }

  /// The number of rows in `section`.
  open func numberOfRows(inSection section: Int) -> Int {
    guard section >= 0, section < numberOfSections else { return 0 }
    if let staticSections, dataSource == nil { return staticSections[section].count }
    return dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The cell of the row at `indexPath`, made by the data source on first use; `nil` for a row
  /// that does not exist.
  open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    guard indexPath.count == 2, indexPath.row >= 0,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    return store.cell(at: indexPath, in: self) {
      let cell: TableViewCell
      if let staticSections, dataSource == nil {
        cell = staticSections[indexPath.section][indexPath.row]
      } else if let dataSource {
        cell = dataSource.tableView(self, cellForRowAt: indexPath)
      } else {
        return nil
      }
      cell.isSelected = store.selected.contains(indexPath)
      // "The system calls this method before the cell appears" (updateConfiguration(using:)).
      cell.setNeedsUpdateConfiguration()
      return cell
    }
  }

  /// The most rows ``layOutRows()`` shows: the table has no geometry, so "on screen" is the
  /// first rows.
  package static let rowsOnScreen = 100

  /// Makes the cells of the first rows, as UIKit's layout makes the visible ones once the
  /// table is in a window; does nothing off-window. Searches for controls call it.
  package func layOutRows() {
    guard window != nil else { return }
    var shown = 0
    for section in 0..<numberOfSections {
      for row in 0..<numberOfRows(inSection: section) {
        guard shown < Self.rowsOnScreen else { return }
        _ = cellForRow(at: IndexPath(row: row, section: section))
        shown += 1
      }
    }
  }

  /// The cells made so far, in index path order.
  open var visibleCells: [TableViewCell] { store.visibleCells }

  /// The index path of `cell`, if it shows a row.
  open func indexPath(for cell: TableViewCell) -> IndexPath? {
    store.indexPath(of: cell)
  }

  /// Forgets the rows: their cells become reusable, the selection is cleared.
  open func reloadData() {
    let isStatic = staticSections != nil
    store.reload { isStatic ? nil : $0.reuseIdentifier }
  }

  /// Inserts rows: the table reloads, at ``endUpdates()`` inside a group of updates.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    reloadUnlessUpdating()
  }
  /// Deletes rows: the table reloads, at ``endUpdates()`` inside a group of updates.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    reloadUnlessUpdating()
  }
  /// Reloads rows: the table reloads, at ``endUpdates()`` inside a group of updates.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    reloadUnlessUpdating()
  }

  // MARK: - Selection

  /// The selected row, or the first of them.
  open var indexPathForSelectedRow: IndexPath? { store.selected.sorted().first }

  /// The selected rows, or `nil` when none is.
  open var indexPathsForSelectedRows: [IndexPath]? {
    store.selected.isEmpty ? nil : store.selected.sorted()
  }

  /// Selects `indexPath` (clearing the selection when `nil`) without telling the delegate, as
  /// UIKit's programmatic selection does.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in store.selected { store.cells[row]?.setSelected(false, animated: animated) }
      store.selected = []
      return
    }
    guard indexPath.count == 2, indexPath.row < numberOfRows(inSection: indexPath.section) else {
      return
    }
    if !allowsMultipleSelection {
      for row in store.selected where row != indexPath {
        store.cells[row]?.setSelected(false, animated: animated)
      }
      store.selected.removeAll { $0 != indexPath }
    }
    if !store.selected.contains(indexPath) { store.selected.append(indexPath) }
    store.cells[indexPath]?.setSelected(true, animated: animated)
  }

  /// Deselects `indexPath` without telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    store.selected.removeAll { $0 == indexPath }
    store.cells[indexPath]?.setSelected(false, animated: animated)
  }

  /// A user's tap on the row at `indexPath` (``selectRowAsUser(at:)``), when a user could touch
  /// the table and the row exists.
  /// - Throws: ``GestureError``; what the delegate or the segue raises.
  package func tapRowAsUser(at indexPath: IndexPath) throws -> IndexPath? {
    try checkTouchable(named: "TableView")
    guard cellForRow(at: indexPath) != nil else {
      throw GestureError.notFound(
        "row \(indexPath.row) of section \(indexPath.section)", in: "TableView")
    }
    return try Exceptions.throwing { try selectRowAsUser(at: indexPath) }
  }

  /// What a user's tap on the row at `indexPath` does, in UIKit's order: the delegate's
  /// `shouldHighlightRowAt` (`false` ends the tap), `didHighlightRowAt` and
  /// `didUnhighlightRowAt`, then `willSelectRowAt` (which may redirect or refuse), the previous row's deselection
  /// (`willDeselectRowAt`, `didDeselectRowAt`), the selection, `didSelectRowAt`, then the
  /// segue the cell triggers (with the cell as the sender). Returns the row selected, or `nil`.
  package func selectRowAsUser(at indexPath: IndexPath) throws -> IndexPath? {
    guard allowsSelection, cellForRow(at: indexPath) != nil else { return nil }
    let delegate = delegate
    if let delegate {
      // The touch highlights the row before the selection (Brian Slick's UITableView guide,
      // run on UIKit: "the selection highlight happens first"); a row that may not be
      // highlighted is not selected by a tap.
      guard try Exceptions.callingOut({ delegate.tableView(self, shouldHighlightRowAt: indexPath) })
      else { return nil }
      try Exceptions.callingOut { delegate.tableView(self, didHighlightRowAt: indexPath) }
      try Exceptions.callingOut { delegate.tableView(self, didUnhighlightRowAt: indexPath) }
    }
    var proposed: IndexPath? = indexPath
    if let delegate {
      proposed = try Exceptions.callingOut { delegate.tableView(self, willSelectRowAt: indexPath) }
    }
    guard let target = proposed, let cell = cellForRow(at: target) else { return nil }
    if !allowsMultipleSelection {
      for previous in store.selected where previous != target {
        var proposed: IndexPath? = previous
        if let delegate {
          proposed = try Exceptions.callingOut {
            delegate.tableView(self, willDeselectRowAt: previous)
          }
        }
        guard let deselected = proposed else { continue }
        deselectRow(at: deselected, animated: true)
        try Exceptions.callingOut { delegate?.tableView(self, didDeselectRowAt: deselected) }
      }
    }
    selectRow(at: target, animated: true, scrollPosition: .none)
    try Exceptions.callingOut { delegate?.tableView(self, didSelectRowAt: target) }
    for segue in cell.selectionSegues {
      try segue.perform(sender: cell)
    }
    return target
  }
}
