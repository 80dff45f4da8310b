import Foundation

/// What a navigation item's delegate answers while the user renames its title (UIKit's
/// `UINavigationItemRenameDelegate`, iOS 16); nothing renames a title here.
public protocol NavigationItemRenameDelegate: ObjectiveCResponding {
  /// The user finished renaming: `title` is the new title.
  func navigationItem(_: NavigationItem, didEndRenamingWith title: String)
  /// Whether renaming may begin. The default returns `true`.
  func navigationItemShouldBeginRenaming(_: NavigationItem) -> Bool
  /// The text and selection renaming begins with. The default returns what it is given.
  func navigationItem(
    _: NavigationItem, willBeginRenamingWith suggestedTitle: String,
    selectedRange: Range<String.Index>
  ) -> (String, Range<String.Index>)
  /// Whether renaming may end with `title`. The default returns `true`.
  func navigationItem(_: NavigationItem, shouldEndRenamingWith title: String) -> Bool
}

extension NavigationItemRenameDelegate {
  /// Returns `true`.
  public func navigationItemShouldBeginRenaming(_: NavigationItem) -> Bool { true }
  /// Returns `suggestedTitle` and `selectedRange`.
  public func navigationItem(
    _: NavigationItem, willBeginRenamingWith suggestedTitle: String,
    selectedRange: Range<String.Index>
  ) -> (String, Range<String.Index>) { (suggestedTitle, selectedRange) }
  /// Returns `true`.
  public func navigationItem(_: NavigationItem, shouldEndRenamingWith title: String) -> Bool {
    true
  }
}
