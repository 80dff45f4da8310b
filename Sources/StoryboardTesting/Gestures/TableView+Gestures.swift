// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import Foundation
  import StoryboardRuntime
  import StoryboardViews

  extension TableView {
    /// Taps the row at `indexPath` as a user does, in UIKit's order: `willSelectRowAt` (which may
    /// redirect or refuse), the previous row's deselection, the selection, `didSelectRowAt`, then
    /// the segue the cell triggers, with the cell as the sender.
    /// - Returns: The row selected, or `nil` when the delegate refused.
    /// - Throws: ``GestureError`` when a user could not touch the table or the row does not
    ///   exist; what the segue throws.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) throws -> IndexPath? {
      try tapRowAsUser(at: indexPath)
    }
  }

  extension CollectionView {
    /// Taps the item at `indexPath` as a user does, in UIKit's order: `shouldSelectItemAt` (a
    /// `false` stops), the previous item's deselection, the selection, `didSelectItemAt`, then
    /// the segue the cell triggers, with the cell as the sender.
    /// - Returns: The item selected, or `nil` when the delegate refused.
    /// - Throws: ``GestureError`` when a user could not touch the view or the item does not
    ///   exist; what the segue throws.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) throws -> IndexPath? {
      try tapItemAsUser(at: indexPath)
    }
  }
#endif
