// Storyboard segregation: `Main` holds a tab bar whose navigation controllers are rooted at
// placeholders into `First` and `Second`; `First` shows a placeholder into `Third` and embeds a
// badge. Placeholder substitution replaces every placeholder by the real controller, and the
// counts show the technique's side effects: the placeholder of `FirstViewController` runs its
// init and awake too, while views load once.
import Foundation
import StoryboardLoader
import Storyboards

/// Counts `init(coder:)`, `awakeFromNib()` and `viewDidLoad()` per class.
final class LifecycleCounts: @unchecked Sendable {
  static let shared = LifecycleCounts()
  private var counts: [String: (inits: Int, awakes: Int, loads: Int)] = [:]

  func record(_ className: String, _ update: (inout (inits: Int, awakes: Int, loads: Int)) -> Void)
  {
    update(&counts[className, default: (0, 0, 0)])
  }

  var report: String {
    counts.keys.sorted().map { name in
      let count = counts[name]!
      return
        "  \(name): init(coder:) \(count.inits), awakeFromNib \(count.awakes), viewDidLoad \(count.loads)"
    }.joined(separator: "\n")
  }
}

/// A controller that counts its lifecycle calls.
class CountingViewController: ViewController {
  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    LifecycleCounts.shared.record(className) { $0.inits += 1 }
  }
  override func awakeFromNib() {
    super.awakeFromNib()
    LifecycleCounts.shared.record(className) { $0.awakes += 1 }
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    LifecycleCounts.shared.record(className) { $0.loads += 1 }
  }
}

/// The first tab: greets the third screen it shows, and is where `unwindToFirst:` returns.
final class FirstViewController: CountingViewController {
  /// The class of the controller the last unwind came from.
  var unwoundFrom: String?

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    segue.destination(as: ThirdViewController.self)?.greeting = "Hello from First"
  }

  override func unwindAction(named action: String) -> UnwindAction? {
    guard action == "unwindToFirst:" else { return super.unwindAction(named: action) }
    return { [unowned self] segue in self.unwoundFrom = segue.source.className }
  }
}

final class SecondViewController: CountingViewController {}

/// The third screen, greeted by the controller that shows it.
final class ThirdViewController: CountingViewController {
  var greeting: String?
}

final class BadgeViewController: CountingViewController {}
final class AboutViewController: CountingViewController {}

@main
enum Segregation {
  static func main() throws {
    guard let folder = Bundle.module.path(forResource: "Storyboards", ofType: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let bundle = try StoryboardBundle(contentsOfFolder: folder, isStrict: true)
    for type in [
      FirstViewController.self, SecondViewController.self, ThirdViewController.self,
      BadgeViewController.self, AboutViewController.self,
    ] {
      bundle.register(type)
    }
    bundle.installPlaceholderSubstitution()

    let simulator = try StoryboardSimulator(bundle: bundle, storyboard: "Main")
    print("== launch\n\(simulator.window.hierarchyDescription)")
    print("counts:\n\(LifecycleCounts.shared.report)")

    try simulator.run(.perform("showThird"))
    print("== perform:showThird\n\(simulator.window.hierarchyDescription)")
    print("counts:\n\(LifecycleCounts.shared.report)")
    try simulator.window.checkInvariants()
  }
}
