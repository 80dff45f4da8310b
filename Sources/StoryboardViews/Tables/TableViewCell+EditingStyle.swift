import StoryboardRuntime

extension TableViewCell {
  /// What editing a row does (UIKit's `UITableViewCell.EditingStyle`), with UIKit's raw values.
  public enum EditingStyle: Int, Sendable {
    /// No editing control.
    case none = 0
    /// A delete control.
    case delete = 1
    /// An insert control.
    case insert = 2
  }
}
