import StoryboardRuntime

/// UIKit's `UIViewConfigurationState`: a view's state for its configurations.
public struct ViewConfigurationState: ConfigurationState, Hashable {
  /// The traits.
  public var traitCollection: TraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view is focused.
  public var isFocused = false
  /// Whether the view is pinned (a section header).
  public var isPinned = false
  private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state of `traitCollection`.
  public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }
  /// The app's own value for `key`.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

extension ViewConfigurationState: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// What the value holds that a test reads most.
  public var description: String {
    "<ViewConfigurationState: isSelected: \(isSelected), isHighlighted: \(isHighlighted), isDisabled: \(isDisabled)>"
  }
  /// ``description``.
  public var debugDescription: String { description }
  /// The value's fields, for the debugger.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
