import Foundation

/// The target a storyboard gives the control, bar button item or gesture recognizer that
/// triggers a segue (UIKit's segue template): its `perform:` runs the segue as the user's tap
/// does (``ViewController/tapSegue(withID:sender:)``), with the trigger as the sender. What the
/// segue raises goes where UIKit's exception would. An `NSObject`, as UIKit's template is, so
/// that `value(forKey: "storyboardSegueTemplates") as? [NSObject]` finds it.
package final class StoryboardSegueTarget: NSObject, ObjectiveCMembers {
  /// The selector triggers send.
  static let performSelector = "perform:"

  weak var controller: ViewController?
  let segueID: String

  init(controller: ViewController, segueID: String) {
    self.controller = controller
    self.segueID = segueID
    super.init()
  }

  /// Runs the segue as its trigger's tap does, with `sender`.
  package func perform(sender: Any?) throws {
    guard let controller else { return }
    try controller.tapSegue(withID: segueID, sender: sender)
  }

  /// The segue's identifier, as UIKit's `UIStoryboardSegueTemplate` has it (a test reads it
  /// through the trigger's target: `(button.allTargets.first?.base as AnyObject).identifier`).
  #if canImport(ObjectiveC)
    // Foundation's own key-value coding reads it there.
    @objc var identifier: String? { segueIdentifier }
  #else
    var identifier: String? { segueIdentifier }
  #endif

  private var segueIdentifier: String? {
    controller?.storyboardSegues.first { $0.id == segueID }?.identifier
  }

  package func objectiveCMember(named name: String) -> ObjectiveCMember? {
    if name == "identifier" { return .property(get: { self.identifier }) }
    guard name == Self.performSelector else { return nil }
    return .method(arity: 1) { arguments in
      let sender: Any? = try arguments.argument(0)
      try self.perform(sender: sender)
      return nil
    }
  }

  package static var memberTableClass: AnyClass? { StoryboardSegueTarget.self }
}
