import Foundation

/// The source of an unwind segue, given to the destination search (UNW-3).
public final class UnwindSegueSource {
  /// The controller the unwind starts from.
  public let sourceViewController: ViewController
  /// The unwind action looked for.
  public let unwindAction: String
  /// What triggered the unwind.
  public let sender: Any?

  /// Creates an unwind source, for example to test a custom container's
  /// ``ViewController/allowedChildrenForUnwinding(from:)``.
  public init(sourceViewController: ViewController, unwindAction: String, sender: Any?) {
    self.sourceViewController = sourceViewController
    self.unwindAction = unwindAction
    self.sender = sender
  }
}
