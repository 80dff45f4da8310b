// Seed 003, "Avoiding Stringly Typed Code": BUCAutoSegueViewController's ViewController and
// SwiftViewController, ported. Segue targets are key paths instead of `segueTarget_<id>`
// properties found through the Objective-C runtime, so renaming one is a compile error.
import Foundation
import StoryboardLoader
import Storyboards

/// The seed's Objective-C `ViewController`.
class ViewController: AutoSegueViewController {
  weak var nextView: Storyboards.ViewController?

  override func registerSegueHandlers(_ handlers: inout SegueHandlers) {
    super.registerSegueHandlers(&handlers)
    handlers.bindSegueTarget("nextView", to: \ViewController.nextView)
    handlers.onPrepare("nextView") { (_: ViewController, _, _) in
      print("Called prepareForSegue_nextView:sender:")
    }
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    print("After prepareForSegue, segueTarget_nextView is \(nextView?.diagnosticName ?? "nil")")
  }
}

/// The seed's `SwiftViewController`, a subclass: the base's handlers still apply.
final class SwiftViewController: ViewController {
  var finalView: Storyboards.ViewController?

  override func registerSegueHandlers(_ handlers: inout SegueHandlers) {
    super.registerSegueHandlers(&handlers)
    handlers.bindSegueTarget("finalView", to: \SwiftViewController.finalView)
    handlers.onPrepare("finalView") { (_: SwiftViewController, _, _) in
      print("Called prepareForSegue_finalView")
    }
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    print("After prepareForSegue, segueTarget_finalView is \(finalView?.diagnosticName ?? "nil")")
  }
}

@main
enum AutoSegueExample {
  static func main() throws {
    guard let folder = Bundle.module.path(forResource: "Storyboards", ofType: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let bundle = try StoryboardBundle(contentsOfFolder: folder, isStrict: true)
    bundle.register(ViewController.self)
    bundle.register(SwiftViewController.self)

    let simulator = try StoryboardSimulator(bundle: bundle)
    print("== tap nextView")
    try simulator.run(.perform("nextView"))
    print("== tap finalView")
    try simulator.run(.perform("finalView"))
    print("\nHierarchy:\n\(simulator.window.hierarchyDescription)")
    try simulator.window.checkInvariants()
  }
}
