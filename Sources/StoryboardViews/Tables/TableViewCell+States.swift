import StoryboardRuntime

extension TableViewCell {
  /// How a cell draws focus (UIKit's `UITableViewCell.FocusStyle`).
  public enum FocusStyle: Int, Sendable {
    /// The system's.
    case `default` = 0
    /// Custom.
    case custom = 1
  }

  /// The edit controls a cell shows (UIKit's `UITableViewCell.StateMask`).
  public struct StateMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A state from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The edit control.
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    /// The delete button.
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  /// A cell's drag state (UIKit's `UITableViewCell.DragState`).
  public enum DragState: Int, Sendable {
    case none = 0, lifting, dragging
  }

  /// The separators of a table (UIKit's `UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Sendable {
    /// None.
    case none = 0
    /// A line.
    case singleLine = 1
    /// An etched line (deprecated).
    case singleLineEtched = 2
  }
}
