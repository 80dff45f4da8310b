import Foundation
import Storyboards
import XCTest

/// The base layout answers UIKit's neutral values (no attributes, offsets as proposed, contexts
/// of its context class); attributes and contexts keep what they are given; cells show their
/// configurations.
final class CollectionLayoutBaseTests: XCTestCase {
  final class Counting: CollectionViewLayout {
    var invalidations = 0
    override func invalidateLayout() {
      invalidations += 1
      super.invalidateLayout()
    }
  }
  final class Context: CollectionViewLayoutInvalidationContext {}
  final class Contextual: CollectionViewLayout {
    override class var invalidationContextClass: AnyClass { Context.self }
  }

  private let item = IndexPath(item: 1, section: 0)

  func testTheBaseLayoutHasNoAttributesAndKeepsProposedOffsets() {
    let layout = CollectionViewLayout()
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    XCTAssertNil(layout.layoutAttributesForElements(in: rect))
    XCTAssertNil(layout.layoutAttributesForItem(at: item))
    XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: item))
    XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "badge", at: item))
    XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: item))
    XCTAssertNil(layout.finalLayoutAttributesForDisappearingItem(at: item))
    XCTAssertNil(
      layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "header", at: item))
    XCTAssertNil(
      layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "header", at: item))
    XCTAssertNil(
      layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: "badge", at: item))
    XCTAssertNil(
      layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "badge", at: item))
    XCTAssertEqual(layout.indexPathsToDeleteForSupplementaryView(ofKind: "header"), [])
    XCTAssertEqual(layout.indexPathsToDeleteForDecorationView(ofKind: "badge"), [])
    XCTAssertEqual(layout.indexPathsToInsertForSupplementaryView(ofKind: "header"), [])
    XCTAssertEqual(layout.indexPathsToInsertForDecorationView(ofKind: "badge"), [])
    let proposed = CGPoint(x: 0, y: 120)
    XCTAssertEqual(
      layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: .zero),
      proposed)
    XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: proposed), proposed)
    XCTAssertEqual(layout.developmentLayoutDirection, .leftToRight)
    XCTAssertFalse(layout.flipsHorizontallyInOppositeLayoutDirection)
    XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: rect))
    XCTAssertTrue(CollectionViewLayout.layoutAttributesClass == CollectionViewLayoutAttributes.self)
    XCTAssertTrue(
      CollectionViewLayout.invalidationContextClass
        == CollectionViewLayoutInvalidationContext.self)
    layout.prepare(forAnimatedBoundsChange: rect)
    layout.finalizeAnimatedBoundsChange()
    XCTAssertNotNil(CollectionViewLayout(coder: NSCoder()))
  }

  func testContextsAreOfTheLayoutsContextClassAndCarryTheMove() {
    let layout = Contextual()
    let original = CollectionViewLayoutAttributes(forCellWith: item)
    XCTAssertTrue(layout.invalidationContext(forBoundsChange: .zero) is Context)
    XCTAssertFalse(
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: original, withOriginalAttributes: original))
    XCTAssertTrue(
      layout.invalidationContext(
        forPreferredLayoutAttributes: original, withOriginalAttributes: original) is Context)
    let target = IndexPath(item: 2, section: 0)
    let moving = layout.invalidationContext(
      forInteractivelyMovingItems: [target], withTargetPosition: CGPoint(x: 5, y: 6),
      previousIndexPaths: [item], previousPosition: .zero)
    XCTAssertEqual(moving.targetIndexPathsForInteractivelyMovingItems, [target])
    XCTAssertEqual(moving.previousIndexPathsForInteractivelyMovingItems, [item])
    XCTAssertEqual(moving.interactiveMovementTarget, CGPoint(x: 5, y: 6))
    let ending = layout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [target], previousIndexPaths: [item], movementCancelled: false)
    XCTAssertTrue(ending is Context)
    XCTAssertEqual(ending.targetIndexPathsForInteractivelyMovingItems, [target])
    XCTAssertEqual(
      layout.targetIndexPath(forInteractivelyMovingItem: item, withPosition: .zero), item,
      "the base layout keeps a moving item where it was")
    let attributes = layout.layoutAttributesForInteractivelyMovingItem(
      at: item, withTargetPosition: CGPoint(x: 40, y: 50))
    XCTAssertEqual(attributes.center, CGPoint(x: 40, y: 50))
    XCTAssertEqual(attributes.indexPath, item)
  }

  func testInvalidatingWithAContextInvalidatesTheLayoutAndTheContextKeepsDecorations() {
    let layout = Counting()
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateDecorationElements(ofKind: "badge", at: [item])
    context.invalidateDecorationElements(ofKind: "badge", at: [IndexPath(item: 0, section: 1)])
    XCTAssertEqual(
      context.invalidatedDecorationIndexPaths?["badge"], [item, IndexPath(item: 0, section: 1)])
    layout.invalidateLayout(with: context)
    XCTAssertEqual(layout.invalidations, 1)
  }

  func testDecorationAttributesKeepTheirKindAndATransitionLayoutFromACoderHasTwoLayouts() {
    let badge = CollectionViewLayoutAttributes(forDecorationViewOfKind: "badge", with: item)
    XCTAssertEqual(badge.representedElementCategory, .decorationView)
    XCTAssertEqual(badge.representedElementKind, "badge")
    XCTAssertEqual(badge.indexPath, item)
    let transition = CollectionViewTransitionLayout(coder: NSCoder())
    XCTAssertNotNil(transition?.currentLayout)
    XCTAssertFalse(transition?.currentLayout === transition?.nextLayout)
  }

  func testAReusableViewsLayoutHooksKeepTheAttributesItIsGiven() {
    let view = CollectionReusableView(frame: .zero)
    let attributes = CollectionViewLayoutAttributes(forCellWith: item)
    XCTAssertTrue(view.preferredLayoutAttributesFitting(attributes) === attributes)
    view.willTransition(from: CollectionViewLayout(), to: CollectionViewFlowLayout())
    view.didTransition(from: CollectionViewLayout(), to: CollectionViewFlowLayout())
    view.setReuseIdentifier("Badge")
    view.prepareForReuse()
    XCTAssertEqual(view.reuseIdentifier, "Badge", "reuse keeps the identifier")
  }

  func testACellShowsItsConfigurationsAndRunsItsUpdateHandler() throws {
    let cell = CollectionViewCell.makeRegisteredView(reuseIdentifier: "Item")
    XCTAssertEqual(cell.reuseIdentifier, "Item")
    let made = try XCTUnwrap(cell as? CollectionViewCell)
    var content = ListContentConfiguration.cell()
    content.text = "Paris"
    made.contentConfiguration = content
    XCTAssertEqual((made.contentConfiguration as? ListContentConfiguration)?.text, "Paris")
    XCTAssertEqual(made.contentView.subviews.count, 1)
    made.backgroundConfiguration = made.defaultBackgroundConfiguration()
    XCTAssertEqual(made.backgroundConfiguration, .listPlainCell())
    var selected: [Bool] = []
    made.configurationUpdateHandler = { _, state in selected.append(state.isSelected) }
    made.isSelected = true
    made.setNeedsUpdateConfiguration()
    XCTAssertEqual(selected.first, false, "setting the handler asks for an update")
    XCTAssertEqual(selected.last, true)
    made.dragStateDidChange(.dragging)
    XCTAssertTrue(made.isSelected)
  }
}
