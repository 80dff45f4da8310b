import Foundation

/// What triggered a segue the user tapped (SEG-3): the sender ``ViewController/tapSegue(withIdentifier:sender:)`` passes when you give none.
public struct SegueTrigger: Sendable, Equatable {
  /// The triggering element's tag (`button`, `tableViewCell`, `barButtonItem`…).
  public var element: String
  /// The triggering element's object ID, or `nil` when the controller itself triggers it.
  public var id: String?
}
