import Foundation
import StoryboardRuntime

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
