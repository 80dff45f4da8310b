import Foundation
import StoryboardRuntime

/// A storyboard action that the registered classes do not handle: an unwind segue's action no
/// registered class returns a handler for, or an `@IBSegueAction` its source's class lacks.
///
/// Without the Objective-C runtime, `@IBAction` unwind methods and `@IBSegueAction` methods
/// are never called: a class hands them to the runtime through `unwindAction(named:)` and
/// `segueAction(named:)`. Forgetting that compiles and runs — the unwind silently goes
/// nowhere, the destination is made by `init(coder:)` — so `lint()` and `validate()` say it.
struct UnhandledAction {
  /// The storyboard of the segue.
  let storyboard: StoryboardDefinition
  /// The segue whose action nothing handles.
  let segue: SegueDefinition
  /// What is wrong.
  let problem: String
  /// How to fix it.
  let fix: String

  /// What is wrong and how to fix it, as one sentence.
  var message: String { "\(problem); \(fix)" }
}

extension StoryboardBundle {
  /// The actions of the bundle's segues that the registered classes do not handle. Checked
  /// only against registered classes: with none, nothing is reported (stand-ins handle no
  /// action, and saying so of every unwind would tell nothing).
  func unhandledActions() -> [UnhandledAction] {
    var probes: [String: ViewController] = [:]  // `storyboard#controllerID` → an instance
    let storyboards = storyboardNames.compactMap { try? Storyboard.open($0, in: self) }
    for storyboard in storyboards {
      for case let controller? in storyboard.definition.scenes.map(\.controller) {
        guard let name = controller.customClass,
          let entry = controllerClass(named: name, of: controller),
          let scene = storyboard.scene(withID: controller.id)
        else { continue }
        let coder = StoryboardCoder(storyboard: storyboard, scene: scene, declaredClassName: nil)
        probes["\(storyboard.name)#\(controller.id)"] = try? entry.make(coder)
      }
    }
    guard !probes.isEmpty else { return [] }
    var unhandled: [UnhandledAction] = []
    for storyboard in storyboards {
      let definition = storyboard.definition
      for segue in definition.segues {
        if segue.kind == .unwind, let action = segue.unwindAction, !action.isEmpty,
          !probes.values.contains(where: { $0.unwindAction(named: action) != nil })
        {
          unhandled.append(
            UnhandledAction(
              storyboard: definition, segue: segue,
              problem: "no registered class handles the unwind action '\(action)': the "
                + "unwind would go nowhere",
              fix: "return a handler for '\(action)' from unwindAction(named:) in the "
                + "destination's class (an @IBAction is not called without the Objective-C "
                + "runtime)"))
        }
        if let selector = segue.destinationCreationSelector, let source = segue.sourceID,
          let probe = probes["\(storyboard.name)#\(source)"],
          probe.segueAction(named: selector) == nil
        {
          unhandled.append(
            UnhandledAction(
              storyboard: definition, segue: segue,
              problem: "\(probe.className) does not handle the segue action '\(selector)' of "
                + "the segue '\(segue.identifier ?? segue.id)': the destination would be made "
                + "by init(coder:)",
              fix: "return it from segueAction(named:) in \(probe.className) (an "
                + "@IBSegueAction is not called without the Objective-C runtime)"))
        }
      }
    }
    return unhandled
  }
}
