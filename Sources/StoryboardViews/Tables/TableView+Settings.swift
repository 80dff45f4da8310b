import Foundation
import StoryboardRuntime

/// A table view's settings, kept as data: each reads back what was set, UIKit's default until
/// then.
extension TableView {
  /// The object told of rows needed soon (never told here: nothing scrolls).
  public var prefetchDataSource: (any TableViewDataSourcePrefetching)? {
    get { settings.prefetchDataSource }
    set { settings.prefetchDataSource = newValue }
  }
  /// Whether rows are prefetched.
  public var isPrefetchingEnabled: Bool {
    get { settings.isPrefetchingEnabled }
    set { settings.isPrefetchingEnabled = newValue }
  }
  /// The estimated height of section headers.
  public var estimatedSectionHeaderHeight: CGFloat {
    get { settings.estimatedSectionHeaderHeight }
    set { settings.estimatedSectionHeaderHeight = newValue }
  }
  /// The estimated height of section footers.
  public var estimatedSectionFooterHeight: CGFloat {
    get { settings.estimatedSectionFooterHeight }
    set { settings.estimatedSectionFooterHeight = newValue }
  }
  /// The height of the rows that fill a plain table's end.
  public var fillerRowHeight: CGFloat {
    get { settings.fillerRowHeight }
    set { settings.fillerRowHeight = newValue }
  }
  /// The padding above each section header.
  public var sectionHeaderTopPadding: CGFloat {
    get { settings.sectionHeaderTopPadding }
    set { settings.sectionHeaderTopPadding = newValue }
  }
  /// The separators' default insets.
  public var separatorInset: EdgeInsets {
    get { settings.separatorInset }
    set { settings.separatorInset = newValue }
  }
  /// Where separators' insets are measured from.
  public var separatorInsetReference: SeparatorInsetReference {
    get { settings.separatorInsetReference }
    set { settings.separatorInsetReference = newValue }
  }
  /// Whether cells resize themselves.
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { settings.selfSizingInvalidation }
    set { settings.selfSizingInvalidation = newValue }
  }
  /// The view behind the rows.
  public var backgroundView: View? {
    get { settings.backgroundView }
    set { settings.backgroundView = newValue }
  }
  /// Whether rows can be selected while editing.
  public var allowsSelectionDuringEditing: Bool {
    get { settings.allowsSelectionDuringEditing }
    set { settings.allowsSelectionDuringEditing = newValue }
  }
  /// Whether several rows can be selected while editing.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { settings.allowsMultipleSelectionDuringEditing }
    set { settings.allowsMultipleSelectionDuringEditing = newValue }
  }
  /// How many rows the table needs before it shows its index.
  public var sectionIndexMinimumDisplayRowCount: Int {
    get { settings.sectionIndexMinimumDisplayRowCount }
    set { settings.sectionIndexMinimumDisplayRowCount = newValue }
  }
  /// The section index's text colour.
  public var sectionIndexColor: Color? {
    get { settings.sectionIndexColor }
    set { settings.sectionIndexColor = newValue }
  }
  /// The section index's background.
  public var sectionIndexBackgroundColor: Color? {
    get { settings.sectionIndexBackgroundColor }
    set { settings.sectionIndexBackgroundColor = newValue }
  }
  /// The section index's background while touched.
  public var sectionIndexTrackingBackgroundColor: Color? {
    get { settings.sectionIndexTrackingBackgroundColor }
    set { settings.sectionIndexTrackingBackgroundColor = newValue }
  }
  /// The separators between rows.
  public var separatorStyle: TableViewCell.SeparatorStyle {
    get { settings.separatorStyle }
    set { settings.separatorStyle = newValue }
  }
  /// The separators' colour.
  public var separatorColor: Color? {
    get { settings.separatorColor }
    set { settings.separatorColor = newValue }
  }
  /// The effect of the separators.
  public var separatorEffect: VisualEffect? {
    get { settings.separatorEffect }
    set { settings.separatorEffect = newValue }
  }
  /// Whether cells' margins follow the readable width.
  public var cellLayoutMarginsFollowReadableWidth: Bool {
    get { settings.cellLayoutMarginsFollowReadableWidth }
    set { settings.cellLayoutMarginsFollowReadableWidth = newValue }
  }
  /// Whether cells' content views stay inside the safe area.
  public var insetsContentViewsToSafeArea: Bool {
    get { settings.insetsContentViewsToSafeArea }
    set { settings.insetsContentViewsToSafeArea = newValue }
  }
  /// The view above the rows.
  public var tableHeaderView: View? {
    get { settings.tableHeaderView }
    set { settings.tableHeaderView = newValue }
  }
  /// The view below the rows.
  public var tableFooterView: View? {
    get { settings.tableFooterView }
    set { settings.tableFooterView = newValue }
  }
  /// Whether focus returns to the last focused row.
  public var remembersLastFocusedIndexPath: Bool {
    get { settings.remembersLastFocusedIndexPath }
    set { settings.remembersLastFocusedIndexPath = newValue }
  }
  /// Whether focusing a row selects it.
  public var selectionFollowsFocus: Bool {
    get { settings.selectionFollowsFocus }
    set { settings.selectionFollowsFocus = newValue }
  }
  /// Whether rows can be focused.
  public var allowsFocus: Bool {
    get { settings.allowsFocus }
    set { settings.allowsFocus = newValue }
  }
  /// Whether rows can be focused while editing.
  public var allowsFocusDuringEditing: Bool {
    get { settings.allowsFocusDuringEditing }
    set { settings.allowsFocusDuringEditing = newValue }
  }
  /// Whether rows can be dragged.
  public var dragInteractionEnabled: Bool {
    get { settings.dragInteractionEnabled }
    set { settings.dragInteractionEnabled = newValue }
  }
  /// The table's context menu interaction: none (rows' menus come from the delegate).
  public var contextMenuInteraction: ContextMenuInteraction? { nil }
  /// Whether a drag is under way: never, as no drag is simulated.
  public var hasActiveDrag: Bool { false }
  /// Whether a drop is under way: never.
  public var hasActiveDrop: Bool { false }
}
