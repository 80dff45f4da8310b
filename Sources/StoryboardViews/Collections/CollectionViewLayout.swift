import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewLayout`: an app's custom layout overrides what it computes; the
/// collection view calls ``prepare()`` before it asks for items, and the answers are kept as
/// data (nothing is drawn). UIKit's base class answers nothing: no attributes, a zero size.
open class CollectionViewLayout {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: CollectionView?
  /// The decoration views registered, by kind.
  var decorationClasses: [String: AnyClass] = [:]

  /// A layout.
  public init() {}
  /// A layout from a storyboard.
  public init?(coder: NSCoder) {}

  /// Asks for a new layout: the collection view calls ``prepare()`` again before it next makes
  /// an item (an override calls `super`, as in UIKit).
  open func invalidateLayout() { collectionView?.settings.isLayoutPrepared = false }
  /// Asks for a new layout of what `context` names.
  open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    invalidateLayout()
  }
  /// Registers `viewClass` for decoration views of `elementKind` (decoration views are not made
  /// here: nothing is laid out). Inert: nothing in the simulation acts on it.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass
  }

  /// Registers `nib` for decoration views of `elementKind` (decoration views are not made
  /// here). Inert: nothing in the simulation acts on it.
  open func register(_ nib: Nib?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = nil
  }

  /// The class of the attributes the layout makes.
  open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }
  /// The class of the invalidation contexts the layout makes.
  open class var invalidationContextClass: AnyClass {
    CollectionViewLayoutInvalidationContext.self
  }
  /// Computes the layout: nothing in the base class.
  open func prepare() {}
  /// The attributes of the elements in `rect`: none in the base class.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    nil
  }
  /// The attributes of the item at `indexPath`: none in the base class.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }
  /// The attributes of a supplementary view: none in the base class.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  { nil }
  /// The attributes of a decoration view: none in the base class.
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { nil }
  /// Whether a bounds change invalidates the layout: no.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  /// The context of a bounds change.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  { makeContext() }
  /// Whether a cell's preferred attributes invalidate the layout: no.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool { false }
  /// The context of a cell's preferred attributes.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext { makeContext() }
  /// Where scrolling stops: where it was proposed.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }
  /// Where the content sits after a layout change: where it was proposed.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  { proposedContentOffset }
  /// The content's size: zero in the base class.
  open var collectionViewContentSize: CGSize { .zero }
  /// The direction the layout was written for: left to right.
  open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
  /// Whether the layout flips in a right-to-left layout: no.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Told of the updates about to be animated.
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}
  /// Told that the updates are done.
  open func finalizeCollectionViewUpdates() {}
  /// Told of an animated bounds change.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
  /// Told that the bounds change is done.
  open func finalizeAnimatedBoundsChange() {}
  /// Told that `newLayout` replaces this one.
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}
  /// Told that this layout replaces `oldLayout`.
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}
  /// Told that the layout transition is done.
  open func finalizeLayoutTransition() {}
  /// The attributes an inserted item starts from: its final ones (nothing animates).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { layoutAttributesForItem(at: itemIndexPath) }
  /// The attributes a deleted item ends with: none.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { nil }
  /// The attributes an inserted supplementary view starts from: its final ones.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
  }
  /// The attributes a deleted supplementary view ends with: none.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }
  /// The attributes an inserted decoration view starts from: its final ones.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
  }
  /// The attributes a deleted decoration view ends with: none.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }
  /// The supplementary views of `elementKind` an update deletes: none.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// The decoration views of `elementKind` an update deletes: none.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// The supplementary views of `elementKind` an update inserts: none.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// The decoration views of `elementKind` an update inserts: none.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// Where an item being moved would land: where it was.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath { previousIndexPath }
  /// The attributes of an item being moved: its own, centred at `position`.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> CollectionViewLayoutAttributes {
    let attributes =
      layoutAttributesForItem(at: indexPath)
      ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    return attributes
  }
  /// The context of an interactive move.
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeContext()
    context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.interactiveMovementTarget = targetPosition
    return context
  }
  /// The context of the end of an interactive move.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeContext()
    context.targetIndexPathsForInteractivelyMovingItems = indexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    return context
  }

  private func makeContext() -> CollectionViewLayoutInvalidationContext {
    let type =
      Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type
      ?? CollectionViewLayoutInvalidationContext.self
    return type.init()
  }
}
