import Foundation
import Storyboards
import XCTest

/// A collection view's supplementary views, registrations, grouped updates, interactive moves
/// and layout transitions; a custom layout's questions; a tap's highlight before selection.
final class CollectionViewSurfaceTests: XCTestCase {
  final class Items: CollectionViewDataSource, CollectionViewDelegate {
    var items = ["a", "b", "c"]
    var events: [String] = []
    var headers: CollectionView.SupplementaryRegistration<CollectionReusableView>?
    var movable = true
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { items.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let registration = CollectionView.CellRegistration<CollectionViewCell, String> {
        cell, _, item in cell.accessibilityIdentifier = item
      }
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: items[indexPath.item])
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> CollectionReusableView {
      collectionView.dequeueConfiguredReusableSupplementary(using: headers!, for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    { movable }
    func collectionView(
      _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(
      _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
      -> Bool
    {
      events.append("shouldHighlight")
      return true
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
      events.append("didHighlight")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    {
      events.append("didUnhighlight")
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      events.append("didSelect")
    }
  }

  /// A layout that moves every item to the front and counts its preparations.
  final class FrontLayout: CollectionViewLayout {
    var prepared = 0
    override func prepare() { prepared += 1 }
    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> CollectionViewLayoutAttributes?
    {
      let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 100, height: 50)
      return attributes
    }
    override func targetIndexPath(
      forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath { IndexPath(item: 0, section: previousIndexPath.section) }
  }

  func testCellAndSupplementaryRegistrationsConfigureTheirViews() {
    let items = Items()
    let collection = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    items.headers = .init(elementKind: CollectionView.elementKindSectionHeader) {
      view, kind, path in
      view.accessibilityIdentifier = "\(kind) \(path.section)"
    }
    collection.dataSource = items
    XCTAssertEqual(
      collection.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityIdentifier, "b")
    let header = collection.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(header?.accessibilityIdentifier, "UICollectionElementKindSectionHeader 0")
    XCTAssertEqual(
      collection.indexPathsForVisibleSupplementaryElements(
        ofKind: CollectionView.elementKindSectionHeader),
      [IndexPath(item: 0, section: 0)])
    XCTAssertEqual(collection.indexPathsForVisibleItems, [IndexPath(item: 1, section: 0)])
  }

  func testACustomLayoutIsAskedAndAnInteractiveMoveLandsWhereItSays() {
    let items = Items()
    let layout = FrontLayout()
    let collection = CollectionView(frame: .zero, collectionViewLayout: layout)
    collection.dataSource = items
    XCTAssertEqual(
      collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY, 100)
    XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    XCTAssertFalse(
      collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)),
      "one move at a time")
    collection.endInteractiveMovement()
    XCTAssertEqual(items.items, ["c", "a", "b"])
    items.movable = false
    XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))

    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ViewController()
    controller.view.addSubview(collection)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    XCTAssertNoThrow(try collection.tapItemAsUser(at: IndexPath(item: 0, section: 0)))
    XCTAssertEqual(layout.prepared, 1, "prepared before the first item was made")
    _ = collection.cellForItem(at: IndexPath(item: 1, section: 0))
    XCTAssertEqual(layout.prepared, 1, "once, until the layout is invalidated")
    layout.invalidateLayout()
    _ = collection.cellForItem(at: IndexPath(item: 2, section: 0))
    XCTAssertEqual(layout.prepared, 2, "again after the invalidation")
  }

  func testATapHighlightsTheItemBeforeSelectingIt() throws {
    let items = Items()
    let collection = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    collection.dataSource = items
    collection.delegate = items
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ViewController()
    controller.view.addSubview(collection)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = try collection.tapItemAsUser(at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(
      items.events, ["shouldHighlight", "didHighlight", "didUnhighlight", "didSelect"])
  }

  func testGroupedUpdatesAndLayoutTransitions() {
    let items = Items()
    let flow = CollectionViewFlowLayout()
    let collection = CollectionView(frame: .zero, collectionViewLayout: flow)
    collection.dataSource = items
    _ = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    var finished: Bool?
    collection.performBatchUpdates({
      items.items.removeLast()
      collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
      XCTAssertTrue(collection.hasUncommittedUpdates)
      XCTAssertEqual(collection.visibleCells.count, 1, "reloaded only at the end")
    }) { finished = $0 }
    XCTAssertEqual(finished, true)
    XCTAssertEqual(collection.visibleCells.count, 0)

    let next = FrontLayout()
    var outcome: (Bool, Bool)?
    let transition = collection.startInteractiveTransition(to: next) { outcome = ($0, $1) }
    XCTAssertTrue(collection.collectionViewLayout === transition)
    transition.transitionProgress = 0.5
    transition.updateValue(3, forAnimatedKey: "x")
    XCTAssertEqual(transition.value(forAnimatedKey: "x"), 3)
    collection.cancelInteractiveTransition()
    XCTAssertTrue(collection.collectionViewLayout === flow, "cancelled: the old layout")
    XCTAssertEqual(outcome?.0, true)
    XCTAssertEqual(outcome?.1, false)
    collection.setCollectionViewLayout(next, animated: true)
    XCTAssertTrue(collection.collectionViewLayout === next)
  }

  func testLayoutAttributesFramesAndInvalidationContexts() {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 2))
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    XCTAssertEqual(attributes.center, CGPoint(x: 25, y: 40))
    XCTAssertEqual(attributes.representedElementCategory, .supplementaryView)
    XCTAssertEqual(attributes.representedElementKind, "badge")
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
    context.invalidateSupplementaryElements(ofKind: "badge", at: [IndexPath(item: 1, section: 0)])
    XCTAssertEqual(context.invalidatedItemIndexPaths?.count, 1)
    XCTAssertEqual(context.invalidatedSupplementaryIndexPaths?["badge"]?.count, 1)
    XCTAssertEqual(CollectionViewLayout().collectionViewContentSize, .zero)
  }

  func testSwipeActionsRunTheirHandler() {
    var performed: [String] = []
    let delete = ContextualAction(style: .destructive, title: "Delete") { action, _, done in
      performed.append(action.title ?? "")
      done(true)
    }
    let configuration = SwipeActionsConfiguration(actions: [delete])
    var completed: Bool?
    configuration.actions[0].perform(in: View()) { completed = $0 }
    XCTAssertEqual(performed, ["Delete"])
    XCTAssertEqual(completed, true)
    XCTAssertTrue(configuration.performsFirstActionWithFullSwipe)
  }

  func testACollectionControllerClearsItsSelectionWhenItAppearsAgain() throws {
    final class Grid: CollectionViewController {
      override func collectionView(
        _ collectionView: CollectionView, numberOfItemsInSection section: Int
      ) -> Int { 3 }
      override func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
      ) -> CollectionViewCell { CollectionViewCell(frame: .zero) }
    }
    let grid = Grid(collectionViewLayout: CollectionViewFlowLayout())
    let navigation = NavigationController(rootViewController: grid)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let collection = try XCTUnwrap(grid.collectionView)
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    navigation.pushViewController(ViewController(), animated: false)
    navigation.popViewController(animated: false)
    XCTAssertNil(collection.indexPathsForSelectedItems, "cleared in viewWillAppear")
    grid.clearsSelectionOnViewWillAppear = false
    collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    navigation.pushViewController(ViewController(), animated: false)
    navigation.popViewController(animated: false)
    XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
    _ = window
  }
}
