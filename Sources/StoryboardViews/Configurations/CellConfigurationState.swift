import StoryboardRuntime

/// UIKit's `UICellConfigurationState`: a cell's state for its configurations.
public struct CellConfigurationState: ConfigurationState, Hashable {
  /// A cell's drag state.
  public enum DragState: Hashable, Sendable {
    case none, lifting, dragging
  }
  /// A cell's drop state.
  public enum DropState: Hashable, Sendable {
    case none, notTargeted, targeted
  }

  /// The traits.
  public var traitCollection: TraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is focused.
  public var isFocused = false
  /// Whether the cell is pinned.
  public var isPinned = false
  /// Whether the cell is editing.
  public var isEditing = false
  /// Whether the cell is expanded (an outline).
  public var isExpanded = false
  /// Whether the cell is swiped.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// The cell's drag state.
  public var cellDragState = DragState.none
  /// The cell's drop state.
  public var cellDropState = DropState.none
  private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state of `traitCollection`.
  public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }
  /// The app's own value for `key`.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

extension CellConfigurationState: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// What the value holds that a test reads most.
  public var description: String {
    "<CellConfigurationState: isSelected: \(isSelected), isHighlighted: \(isHighlighted), isEditing: \(isEditing), isDisabled: \(isDisabled)>"
  }
  /// ``description``.
  public var debugDescription: String { description }
  /// The value's fields, for the debugger.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
