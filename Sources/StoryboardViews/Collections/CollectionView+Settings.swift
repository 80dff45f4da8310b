import Foundation
import StoryboardRuntime

/// A collection view's settings, kept as data: each reads back what was set, UIKit's default
/// until then.
extension CollectionView {
  /// The object told of items needed soon (never told here: nothing scrolls).
  public var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? {
    get { settings.prefetchDataSource }
    set { settings.prefetchDataSource = newValue }
  }
  /// Whether items are prefetched.
  public var isPrefetchingEnabled: Bool {
    get { settings.isPrefetchingEnabled }
    set { settings.isPrefetchingEnabled = newValue }
  }
  /// Whether items can be dragged.
  public var dragInteractionEnabled: Bool {
    get { settings.dragInteractionEnabled }
    set { settings.dragInteractionEnabled = newValue }
  }
  /// How fast items move aside while one is dragged.
  public var reorderingCadence: ReorderingCadence {
    get { settings.reorderingCadence }
    set { settings.reorderingCadence = newValue }
  }
  /// Whether cells resize themselves.
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { settings.selfSizingInvalidation }
    set { settings.selfSizingInvalidation = newValue }
  }
  /// The view behind the items.
  public var backgroundView: View? {
    get { settings.backgroundView }
    set { settings.backgroundView = newValue }
  }
  /// Whether focus returns to the last focused item.
  public var remembersLastFocusedIndexPath: Bool {
    get { settings.remembersLastFocusedIndexPath }
    set { settings.remembersLastFocusedIndexPath = newValue }
  }
  /// Whether focusing an item selects it.
  public var selectionFollowsFocus: Bool {
    get { settings.selectionFollowsFocus }
    set { settings.selectionFollowsFocus = newValue }
  }
  /// Whether items can be focused.
  public var allowsFocus: Bool {
    get { settings.allowsFocus }
    set { settings.allowsFocus = newValue }
  }
  /// Whether items can be focused while editing.
  public var allowsFocusDuringEditing: Bool {
    get { settings.allowsFocusDuringEditing }
    set { settings.allowsFocusDuringEditing = newValue }
  }
  /// Whether the collection view is in editing mode.
  public var isEditing: Bool {
    get { settings.isEditing }
    set { settings.isEditing = newValue }
  }
  /// Whether items can be selected while editing.
  public var allowsSelectionDuringEditing: Bool {
    get { settings.allowsSelectionDuringEditing }
    set { settings.allowsSelectionDuringEditing = newValue }
  }
  /// Whether several items can be selected while editing.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { settings.allowsMultipleSelectionDuringEditing }
    set { settings.allowsMultipleSelectionDuringEditing = newValue }
  }
  /// The collection view's context menu interaction: none (items' menus come from the
  /// delegate).
  public var contextMenuInteraction: ContextMenuInteraction? { nil }
  /// Whether a drag is under way: never, as no drag is simulated.
  public var hasActiveDrag: Bool { false }
  /// Whether a drop is under way: never.
  public var hasActiveDrop: Bool { false }
}
