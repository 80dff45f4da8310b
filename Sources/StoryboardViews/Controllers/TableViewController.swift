import Foundation
import StoryboardRuntime

/// UIKit's `UITableViewController`: a controller whose view is a table view, and its data
/// source and delegate. A storyboard's `<tableViewController>` brings its table (prototypes or
/// static cells); for a static table the controller's data source answers with the storyboard's
/// cells, as UIKit's does. Override the data source and delegate methods as in UIKit.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private var initialStyle: TableView.Style = .plain

  /// A controller whose table has `style`.
  public init(style: TableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller from a storyboard scene.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The table view: the controller's view.
  open var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// Loads the storyboard's table, or makes one; the controller becomes its data source and
  /// delegate unless the storyboard connects others.
  open override func loadView() {
    super.loadView()
    let table = viewIfLoaded as? TableView ?? TableView(frame: .zero, style: initialStyle)
    if viewIfLoaded !== table { view = table }
    if table.dataSource == nil { table.dataSource = self }
    if table.delegate == nil { table.delegate = self }
  }

  /// Whether the table's selection is cleared each time the controller appears; `true` by
  /// default (UITableViewController.h).
  open var clearsSelectionOnViewWillAppear = true
  /// The table's refresh control.
  open var refreshControl: RefreshControl? {
    get { (viewIfLoaded as? TableView)?.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// As UIKit's: "In -viewWillAppear:, it reloads the table's data if it's empty. Otherwise,
  /// it deselects all rows (with or without animation) if clearsSelectionOnViewWillAppear is
  /// YES" (UITableViewController.h).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let table = viewIfLoaded as? TableView else { return }
    if table.visibleCells.isEmpty {
      table.reloadData()
    } else if clearsSelectionOnViewWillAppear {
      for row in table.indexPathsForSelectedRows ?? [] {
        table.deselectRow(at: row, animated: animated)
      }
    }
  }

  /// Enters or leaves editing mode, and so does the table ("Implements -setEditing:animated:
  /// to toggle the editing state of the table", UITableViewController.h).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    (viewIfLoaded as? TableView)?.setEditing(editing, animated: animated)
  }

  // MARK: - Data source

  /// The static table's sections, or one.
  open func numberOfSections(in tableView: TableView) -> Int {
    tableView.staticSections?.count ?? 1
  }

  /// The static table's rows in `section`, or none.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard let sections = tableView.staticSections, sections.indices.contains(section) else {
      return 0
    }
    return sections[section].count
  }

  /// The static table's cell, or an empty cell.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let sections = tableView.staticSections, sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.row)
    else { return TableViewCell(style: .default, reuseIdentifier: nil) }
    return sections[indexPath.section][indexPath.row]
  }

  /// No header title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  // MARK: - Delegate

  /// Selects `indexPath`.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  /// Nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// Deselects `indexPath`.
  open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Inert: nothing in the simulation acts on it.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  // MARK: - The rest of the data source and delegate, with UIKit's defaults

  /// No footer title.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Every row can be edited.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  /// No row can be moved.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// No section index.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

  /// The section at `index`.
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// Highlights.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Nothing.
  open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Nothing.
  open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
  ) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
  ) {}

  /// ``TableView/automaticDimension``.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableView.automaticDimension
  }

  /// ``TableView/automaticDimension``.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    TableView.automaticDimension
  }

  /// ``TableView/automaticDimension``.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    TableView.automaticDimension
  }

  /// ``TableView/automaticDimension``.
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { TableView.automaticDimension }

  /// ``TableView/automaticDimension``.
  open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { TableView.automaticDimension }

  /// ``TableView/automaticDimension``.
  open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { TableView.automaticDimension }

  /// No header view.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// No footer view.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }

  /// Whether the row's primary action may run: UIKit's default, "true when the table view
  /// isn't in an editing state, and false when it is".
  open func tableView(
    _ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { !tableView.isEditing }

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath
  ) {}

  /// Delete.
  open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }

  /// UIKit's own title.
  open func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }

  /// Indents.
  open func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }

  /// Inert: nothing in the simulation acts on it.
  open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}

  /// The proposal.
  open func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }

  /// Level 0.
  open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }

  /// No menu.
  open func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath)
    -> Bool
  { false }

  /// No action.
  open func tableView(
    _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}

  /// No multiple selection by pan.
  open func tableView(
    _ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }

  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}

  /// Inert: nothing in the simulation acts on it.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}

  // MARK: - Swipe actions, focus and context menus, with UIKit's defaults

  /// Returns `nil`.
  open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  { nil }
  /// Returns `nil`.
  open func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// Returns `nil`.
  open func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// Returns `true`.
  open func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
  /// Returns `true`.
  open func tableView(
    _ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext
  ) -> Bool { true }
  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator
  ) {}
  /// Returns `nil`.
  open func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { nil }
  /// Returns `tableView.selectionFollowsFocus`.
  open func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
    -> Bool
  { tableView.selectionFollowsFocus }
  /// Returns `true`.
  open func tableView(
    _ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any SpringLoadedInteractionContext
  ) -> Bool { true }
  /// Returns `nil`.
  open func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Returns `nil`.
  open func tableView(
    _ tableView: TableView,
    previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Returns `nil`.
  open func tableView(
    _ tableView: TableView,
    previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { nil }
  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Inert: nothing in the simulation acts on it.
  open func tableView(
    _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
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
