#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// A controller made in code whose designated initializer chains to `super.init()`, valid for
/// UIKit's Objective-C classes: on Linux the build step chains it to `init(nibName:bundle:)`.
final class AboutViewController: UIViewController {
  let version: String

  init(version: String) {
    self.version = version
    super.init()
    title = "About \(version)"
  }

  required init?(coder: NSCoder) {
    version = "?"
    super.init(coder: coder)
  }
}
