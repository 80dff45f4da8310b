import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewController`: a controller whose view is a collection view, and its
/// data source and delegate. A storyboard's `<collectionViewController>` brings its collection
/// view and prototype cells; override the data source and delegate methods as in UIKit.
open class CollectionViewController: ViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  private var initialLayout: CollectionViewLayout = CollectionViewFlowLayout()

  /// A controller whose collection view has `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller from a storyboard scene.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The collection view: the controller's view.
  open var collectionView: CollectionView! {
    get { view as? CollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  open var collectionViewLayout: CollectionViewLayout {
    collectionView?.collectionViewLayout ?? initialLayout
  }

  /// Loads the storyboard's collection view, or makes one; the controller becomes its data
  /// source and delegate unless the storyboard connects others.
  open override func loadView() {
    super.loadView()
    let collection =
      viewIfLoaded as? CollectionView
      ?? CollectionView(frame: .zero, collectionViewLayout: initialLayout)
    if viewIfLoaded !== collection { view = collection }
    if collection.dataSource == nil { collection.dataSource = self }
    if collection.delegate == nil { collection.delegate = self }
  }

  /// One section.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// No items.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// An empty cell.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  { CollectionViewCell.makeRegisteredCell(reuseIdentifier: "") }

  /// `true`.
  open func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  )
    -> Bool
  { true }

  /// Inert: nothing in the simulation acts on it.
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
  }

  /// `true`.
  open func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Inert: nothing in the simulation acts on it.
  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  {}

  /// Whether the selection is cleared each time the controller appears; `true` by default,
  /// no effect with layout-to-layout transitions (UICollectionViewController.h).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a long press moves items (kept as data: no gesture is simulated).
  /// Inert: nothing in the simulation acts on it.
  open var installsStandardGestureForInteractiveMovement = true
  /// Whether a push between collection view controllers animates their layouts.
  open var useLayoutToLayoutNavigationTransitions = false

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` (and layouts do not
  /// transition), as UICollectionViewController.h says.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, !useLayoutToLayoutNavigationTransitions,
      let collection = viewIfLoaded as? CollectionView
    else { return }
    for item in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: item, animated: animated)
    }
  }

  // MARK: - The rest of the data source and delegate, with UIKit's defaults
  /// An empty reusable view.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView { CollectionReusableView() }
  /// `false`.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No titles.
  open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
  /// The first item of the section at `index`.
  open func collectionView(
    _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath { IndexPath(item: 0, section: index) }

  /// Returns `true`.
  open func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Returns `false`.
  open func collectionView(
    _ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Returns `false`.
  open func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {}
  /// See the requirement.
  open func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// Returns `true`.
  open func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Returns `true`.
  open func collectionView(
    _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator
  ) {}
  /// Returns `nil`.
  open func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    nil
  }
  /// Returns `proposedIndexPath`.
  open func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// Returns `proposedIndexPath`.
  open func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// Returns `proposedContentOffset`.
  open func collectionView(
    _ collectionView: CollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }
  /// Returns `true`.
  open func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Returns `true`.
  open func collectionView(
    _ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any SpringLoadedInteractionContext
  ) -> Bool { true }
  /// Returns `false`.
  open func collectionView(
    _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
  /// Returns `nil`.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Returns `nil`.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Returns `nil`.
  open func collectionView(
    _ collectionView: CollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Returns `nil`.
  open func collectionView(
    _ collectionView: CollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Returns `nil`.
  open func collectionView(
    _ collectionView: CollectionView,
    contextMenuConfiguration configuration: ContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> TargetedPreview? { nil }
  /// Returns `nil`.
  open func collectionView(
    _ collectionView: CollectionView,
    contextMenuConfiguration configuration: ContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> TargetedPreview? { nil }
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView,
    willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView,
    willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Returns `collectionView.selectionFollowsFocus`.
  open func collectionView(
    _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool { collectionView.selectionFollowsFocus }
  /// Whether the item's primary action may run: UIKit's default, "true when the collection view
  /// isn't in an editing state, and false when it is".
  open func collectionView(
    _ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool { !collectionView.isEditing }
  /// Inert: nothing in the simulation acts on it.
  open func collectionView(
    _ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {}

  // MARK: - The scroll view delegate, with UIKit's defaults

  /// Inert: nothing in the simulation acts on it.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Returns `nil`.
  open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewDidEndZooming(
    _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
  ) {}
  /// Returns `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Inert: nothing in the simulation acts on it.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
