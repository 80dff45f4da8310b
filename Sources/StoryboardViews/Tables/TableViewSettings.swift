import Foundation
import StoryboardRuntime

/// What a table view keeps as data beyond its rows, made on first use.
final class TableViewSettings {
  weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?
  var isPrefetchingEnabled = true
  var estimatedSectionHeaderHeight = TableView.automaticDimension
  var estimatedSectionFooterHeight = TableView.automaticDimension
  var fillerRowHeight = TableView.automaticDimension
  var sectionHeaderTopPadding = TableView.automaticDimension
  var separatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  var separatorInsetReference = TableView.SeparatorInsetReference.fromCellEdges
  var selfSizingInvalidation = TableView.SelfSizingInvalidation.enabled
  var backgroundView: View?
  var isEditing = false
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelectionDuringEditing = false
  var sectionIndexMinimumDisplayRowCount = 0
  var sectionIndexColor: Color?
  var sectionIndexBackgroundColor: Color?
  var sectionIndexTrackingBackgroundColor: Color?
  var separatorStyle = TableViewCell.SeparatorStyle.singleLine
  var separatorColor: Color?
  var separatorEffect: VisualEffect?
  var cellLayoutMarginsFollowReadableWidth = false
  var insetsContentViewsToSafeArea = true
  var tableHeaderView: View?
  var tableFooterView: View?
  var remembersLastFocusedIndexPath = false
  var selectionFollowsFocus = false
  var allowsFocus = false
  var allowsFocusDuringEditing = false
  var dragInteractionEnabled = false
  var updateDepth = 0
  var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
  var headerFooterNibs: [String: Nib] = [:]
}
