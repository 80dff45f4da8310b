import Foundation
import StoryboardRuntime

extension CollectionView {
  /// Runs `updates` as one group of changes (the collection view reloads once, at its end, and
  /// tells the layout ``CollectionViewLayout/prepare(forCollectionViewUpdates:)`` and
  /// ``CollectionViewLayout/finalizeCollectionViewUpdates()``), then `completion` with `true`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    settings.updateDepth += 1
    updates?()
    settings.updateDepth -= 1
    if settings.updateDepth == 0 {
      collectionViewLayout.prepare(forCollectionViewUpdates: [])
      reloadData()
      collectionViewLayout.finalizeCollectionViewUpdates()
    }
    if let completion { Exceptions.callingBack { completion(true) } }
  }
  /// Whether changes are waiting for the end of ``performBatchUpdates(_:completion:)``.
  public var hasUncommittedUpdates: Bool { settings.updateDepth > 0 }
  /// Inserts sections: the collection view reloads.
  public func insertSections(_ sections: IndexSet) { reloadUnlessUpdating() }
  /// Deletes sections: the collection view reloads.
  public func deleteSections(_ sections: IndexSet) { reloadUnlessUpdating() }
  /// Reloads sections: the collection view reloads.
  public func reloadSections(_ sections: IndexSet) { reloadUnlessUpdating() }
  /// Moves a section: the collection view reloads.
  public func moveSection(_ section: Int, toSection newSection: Int) { reloadUnlessUpdating() }
  /// Inserts items: the collection view reloads.
  public func insertItems(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
  /// Deletes items: the collection view reloads.
  public func deleteItems(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
  /// Reloads items: the collection view reloads.
  public func reloadItems(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
  /// Reconfigures items: the collection view reloads.
  public func reconfigureItems(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
  /// Moves an item: the collection view reloads.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    reloadUnlessUpdating()
  }

  private func reloadUnlessUpdating() {
    if !hasUncommittedUpdates { reloadData() }
  }

  /// The index paths of the items made so far.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleCells.compactMap { indexPath(for: $0) }
  }
  /// The item at `point`: none, as items have no geometry.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
  /// Scrolls to an item: there is nothing to scroll. Inert: nothing in the simulation acts on it.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
  /// The layout's attributes of the item at `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }
  /// The layout's attributes of a supplementary view.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Starts moving the item at `indexPath`, if the data source lets it move
  /// (`collectionView(_:canMoveItemAt:)`).
  /// - Returns: Whether the move began.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard settings.movingItem == nil, indexPath.count == 2,
      indexPath.section < numberOfSections,
      indexPath.item < numberOfItems(inSection: indexPath.section),
      dataSource?.collectionView(self, canMoveItemAt: indexPath) == true
    else { return false }
    settings.movingItem = indexPath
    return true
  }
  /// Moves the item being moved towards `targetPosition`: positions have no items here, so it
  /// stays where it was.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}
  /// Ends the move: the item lands where the layout's
  /// ``CollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)`` puts
  /// it, and when that is elsewhere the data source is told `collectionView(_:moveItemAt:to:)`.
  public func endInteractiveMovement() {
    guard let source = settings.movingItem else { return }
    settings.movingItem = nil
    let destination = collectionViewLayout.targetIndexPath(
      forInteractivelyMovingItem: source, withPosition: .zero)
    guard destination != source else { return }
    dataSource?.collectionView(self, moveItemAt: source, to: destination)
    reloadUnlessUpdating()
  }
  /// Cancels the move: the item stays where it was.
  public func cancelInteractiveMovement() { settings.movingItem = nil }

  /// Replaces the layout.
  public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }
  /// Replaces the layout, telling both layouts of the transition, then `completion` with
  /// `true`.
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    let old = collectionViewLayout
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    collectionViewLayout = layout
    old.finalizeLayoutTransition()
    layout.finalizeLayoutTransition()
    if let completion { Exceptions.callingBack { completion(true) } }
  }
  /// Starts an interactive transition to `layout`: the delegate's
  /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` gives the transition layout,
  /// which is the layout until ``finishInteractiveTransition()`` or
  /// ``cancelInteractiveTransition()``.
  public func startInteractiveTransition(
    to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> CollectionViewTransitionLayout {
    let old = collectionViewLayout
    let transition =
      delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
      ?? CollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
    settings.transition = (transition, completion)
    collectionViewLayout = transition
    return transition
  }
  /// Finishes the interactive transition: the new layout is the layout; the completion is told
  /// it completed and finished.
  public func finishInteractiveTransition() { endTransition(finished: true) }
  /// Cancels the interactive transition: the old layout is the layout again; the completion
  /// is told it completed, not finished.
  public func cancelInteractiveTransition() { endTransition(finished: false) }

  private func endTransition(finished: Bool) {
    guard let (transition, completion) = settings.transition else { return }
    settings.transition = nil
    collectionViewLayout = finished ? transition.nextLayout : transition.currentLayout
    if let completion { Exceptions.callingBack { completion(true, finished) } }
  }
}
