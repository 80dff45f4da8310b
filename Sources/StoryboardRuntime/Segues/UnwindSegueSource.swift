import Foundation

/// The source of an unwind segue, given to the destination search (UNW-3); UIKit's
/// `UIStoryboardUnwindSegueSource`.
public final class UnwindSegueSource {
  /// The controller the unwind starts from.
  public let sourceViewController: ViewController
  /// The controller the unwind starts from, by UIKit's name.
  public var source: ViewController { sourceViewController }
  /// The unwind action looked for, by its selector's name.
  public let unwindActionName: String
  /// The unwind action looked for.
  public var unwindAction: Selector { Selector(unwindActionName) }
  /// What triggered the unwind.
  public let sender: Any?

  /// Creates an unwind source, for example to test a custom container's
  /// ``ViewController/allowedChildrenForUnwinding(from:)``.
  public init(sourceViewController: ViewController, unwindAction: String, sender: Any?) {
    self.sourceViewController = sourceViewController
    unwindActionName = unwindAction
    self.sender = sender
  }
}
