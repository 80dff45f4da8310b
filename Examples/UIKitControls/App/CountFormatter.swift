#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// Shows the count in the counter's label: an Interface Builder "Object" in the counter's
/// scene, made with `init()` when the scene is, and connected by outlets both ways.
final class CountFormatter: NSObject {
  @IBOutlet private(set) weak var label: UILabel!

  /// Shows `count`.
  func show(_ count: Int) {
    label.text = "\(count)"
  }
}
