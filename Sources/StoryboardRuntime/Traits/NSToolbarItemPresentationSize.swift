/// The size of Mac Catalyst toolbar items (UIKit's `UINSToolbarItemPresentationSize`).
public enum NSToolbarItemPresentationSize: Int, Sendable, Equatable {
  /// Not specified: the default.
  case unspecified = -1
  /// Regular.
  case regular = 0
  /// Small.
  case small = 1
  /// Large.
  case large = 3
}
