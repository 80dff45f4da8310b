import Foundation
import StoryboardLoader
import Storyboards

/// The evidence grade of a re-expressed test, from strongest to weakest: a test run on real
/// UIKit, a test of a reimplementation of UIKit, or a simulation's own reading.
enum Evidence: String {
  case realUIKit = "real UIKit"
  case reimplementation = "a reimplementation of UIKit"
  case simulation = "a simulation"
}

/// Where the conformance fixtures are.
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// Fleet's test-app storyboards, read once.
  static let fleet = StoryboardLoader.loadFolder(atPath: folder + "/Fleet")
}

/// A controller that records its appearance callbacks and what it saw in each.
class RecordingViewController: ViewController {
  var calls: [String] = []
  var viewDidLoadCount = 0
  var navigationControllerAtLoad: NavigationController?

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadCount += 1
    navigationControllerAtLoad = navigationController
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    calls.append("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    calls.append("viewDidDisappear")
  }
}

/// A visible window whose root is `root`.
func visibleWindow(root: ViewController, horizontalSizeClass: UserInterfaceSizeClass = .compact)
  -> Window
{
  let window = Window(horizontalSizeClass: horizontalSizeClass)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}
