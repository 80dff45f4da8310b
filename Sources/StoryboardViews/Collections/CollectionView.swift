import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionView`, as much as navigation needs: items from its data source, cells
/// dequeued from registered classes or the storyboard's prototypes (with their outlets and
/// segues), and selection. Every item counts as visible; the layout is kept as data.
open class CollectionView: ScrollView {
  /// UIKit's `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A position.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// None.
    public static let none = ScrollPosition([])
    /// Top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Vertical centre.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
  }

  /// The layout.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      storedSettings?.isLayoutPrepared = false
    }
  }
  /// What supplies the items.
  open weak var dataSource: (any CollectionViewDataSource)?
  /// What is asked and told of selection.
  open weak var delegate: (any CollectionViewDelegate)?
  /// Whether a user can select items.
  open var allowsSelection = true
  /// Whether a user can select several items.
  open var allowsMultipleSelection = false
  /// The cells: registered classes, the storyboard's prototypes, reuse and selection.
  let store = ReusableCells<CollectionViewCell>()
  /// What the collection view keeps beyond its cells, made on first use.
  var settings: CollectionViewSettings {
    if let storedSettings { return storedSettings }
    let made = CollectionViewSettings()
    storedSettings = made
    return made
  }
  private var storedSettings: CollectionViewSettings?

  /// A collection view with `layout`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view from a storyboard's `<collectionView>`, with a flow layout until the
  /// storyboard's is set.
  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
    let storyboard = coder as? SceneObjectCoder
    allowsSelection = storyboard?.string("allowsSelection") != "NO"
    allowsMultipleSelection = storyboard?.string("allowsMultipleSelection") == "YES"
  }

  /// The collection view's outlets, `dataSource` and `delegate`, found by name.
  open override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    switch name {
    case "dataSource":
      return .property(
        get: { self.dataSource }, set: { self.dataSource = $0 as? any CollectionViewDataSource })
    case "delegate":
      return .property(
        get: { self.delegate }, set: { self.delegate = $0 as? any CollectionViewDelegate })
    default: return super.objectiveCMember(named: name)
    }
  }

  /// Makes `cellClass` the class of cells dequeued with `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let type = cellClass as? CollectionViewCell.Type else {
      store.registered[identifier] = nil
      return
    }
    store.registered[identifier] = { type.makeRegisteredCell(reuseIdentifier: identifier) }
  }

  /// A cell for `identifier`: reused, or new from the registered class or the prototype;
  /// raises UIKit's `NSInternalInconsistencyException` when nothing is registered for it.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cell = store.dequeue(identifier, prepare: { $0.prepareForReuse() }) { return cell }
    Exceptions.raise(ViewError.unknownCellIdentifier(identifier))
    return CollectionViewCell.makeRegisteredCell(reuseIdentifier: identifier)
  }

  /// The number of sections.
  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  /// The number of items in `section`.
  open func numberOfItems(inSection section: Int) -> Int {
    guard section >= 0, section < numberOfSections else { return 0 }
    return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// The cell of the item at `indexPath`, made by the data source on first use; `nil` for an
  /// item that does not exist.
  open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    guard indexPath.count == 2, indexPath.item >= 0,
      indexPath.item < numberOfItems(inSection: indexPath.section), let dataSource
    else { return nil }
    prepareLayoutIfNeeded()
    return store.cell(at: indexPath, in: self) {
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      cell.isSelected = store.selected.contains(indexPath)
      cell.setNeedsUpdateConfiguration()
      return cell
    }
  }

  /// Makes the cells of the first items (``TableView/rowsOnScreen``), as UIKit's layout makes
  /// the visible ones once the view is in a window; does nothing off-window.
  package func layOutItems() {
    guard window != nil else { return }
    var shown = 0
    for section in 0..<numberOfSections {
      for item in 0..<numberOfItems(inSection: section) {
        guard shown < TableView.rowsOnScreen else { return }
        _ = cellForItem(at: IndexPath(item: item, section: section))
        shown += 1
      }
    }
  }

  /// The cells made so far, in index path order.
  open var visibleCells: [CollectionViewCell] { store.visibleCells }

  /// The index path of `cell`, if it shows an item.
  open func indexPath(for cell: CollectionViewCell) -> IndexPath? { store.indexPath(of: cell) }

  /// Forgets the items: their cells become reusable, the selection is cleared.
  open func reloadData() {
    store.reload { $0.reuseIdentifier }
    storedSettings?.supplementaryViews = [:]
    storedSettings?.isLayoutPrepared = false
  }

  /// Asks the layout to ``CollectionViewLayout/prepare()`` before the first item is made after
  /// a reload or a change of layout, as UIKit's layout pass does.
  func prepareLayoutIfNeeded() {
    guard !settings.isLayoutPrepared else { return }
    settings.isLayoutPrepared = true
    collectionViewLayout.prepare()
  }

  /// The selected items, or `nil` when none is.
  open var indexPathsForSelectedItems: [IndexPath]? {
    store.selected.isEmpty ? nil : store.selected.sorted()
  }

  /// Selects `indexPath` (clearing the selection when `nil`) without telling the delegate.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for item in store.selected { store.cells[item]?.isSelected = false }
      store.selected = []
      return
    }
    guard indexPath.count == 2, indexPath.item < numberOfItems(inSection: indexPath.section) else {
      return
    }
    if !allowsMultipleSelection {
      for item in store.selected where item != indexPath { store.cells[item]?.isSelected = false }
      store.selected.removeAll { $0 != indexPath }
    }
    if !store.selected.contains(indexPath) { store.selected.append(indexPath) }
    store.cells[indexPath]?.isSelected = true
  }

  /// Deselects `indexPath` without telling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    store.selected.removeAll { $0 == indexPath }
    store.cells[indexPath]?.isSelected = false
  }

  /// What a user's tap on the item at `indexPath` does, in UIKit's order:
  /// `shouldHighlightItemAt` (a `false` ends the tap), `didHighlightItemAt` and
  /// `didUnhighlightItemAt`, `shouldSelectItemAt` (a `false` stops), the previous item's deselection
  /// (`shouldDeselectItemAt`, `didDeselectItemAt`), the selection, `didSelectItemAt`, then the
  /// segue the cell triggers, with the cell as the sender.
  /// - Throws: ``GestureError`` when a user could not touch the view or the item does not
  ///   exist; what the delegate or the segue raises.
  package func tapItemAsUser(at indexPath: IndexPath) throws -> IndexPath? {
    try checkTouchable(named: "CollectionView")
    guard let cell = cellForItem(at: indexPath) else {
      throw GestureError.notFound(
        "item \(indexPath.item) of section \(indexPath.section)", in: "CollectionView")
    }
    return try Exceptions.throwing {
      let delegate = delegate
      if let delegate {
        // The touch highlights the item before the selection, as a table's row (see
        // TableView.selectRowAsUser(at:)); an item that may not be highlighted is not
        // selected by a tap.
        guard
          try Exceptions.callingOut({
            delegate.collectionView(self, shouldHighlightItemAt: indexPath)
          })
        else { return nil }
        try Exceptions.callingOut { delegate.collectionView(self, didHighlightItemAt: indexPath) }
        try Exceptions.callingOut {
          delegate.collectionView(self, didUnhighlightItemAt: indexPath)
        }
      }
      guard allowsSelection,
        try Exceptions.callingOut({
          delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        })
      else { return nil }
      if !allowsMultipleSelection {
        for previous in store.selected where previous != indexPath {
          guard
            try Exceptions.callingOut({
              delegate?.collectionView(self, shouldDeselectItemAt: previous) ?? true
            })
          else { continue }
          deselectItem(at: previous, animated: true)
          try Exceptions.callingOut { delegate?.collectionView(self, didDeselectItemAt: previous) }
        }
      }
      selectItem(at: indexPath, animated: true, scrollPosition: [])
      try Exceptions.callingOut { delegate?.collectionView(self, didSelectItemAt: indexPath) }
      for segue in cell.selectionSegues { try segue.perform(sender: cell) }
      return indexPath
    }
  }
}
