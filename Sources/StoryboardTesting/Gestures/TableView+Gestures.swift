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
    var view: View? = self
    while let current = view {
      if current.isHidden || current.alpha <= 0.01 { throw GestureError.hidden("TableView") }
      if !current.isUserInteractionEnabled { throw GestureError.noUserInteraction("TableView") }
      view = current.superview
    }
    guard window != nil else { throw GestureError.notInWindow("TableView") }
    guard cellForRow(at: indexPath) != nil else {
      throw GestureError.notFound(
        "row \(indexPath.row) of section \(indexPath.section)", in: "TableView")
    }
    return try Exceptions.throwing { try selectRowAsUser(at: indexPath) }
  }
}
