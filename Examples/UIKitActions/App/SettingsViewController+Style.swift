#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

// An override in an extension, as real apps write it: Swift accepts it for UIKit's
// Objective-C members only, so on Linux UIKitSourcesPlugin moves it into the class.
extension SettingsViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
