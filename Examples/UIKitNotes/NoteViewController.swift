#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// One note, pushed without the tab bar.
final class NoteViewController: UIViewController {
  var note: Note?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    hidesBottomBarWhenPushed = true
  }

  /// Made only by its storyboard: UIKit's `init()` would reach `init(nibName:bundle:)`, which
  /// this class does not implement.
  required init() { fatalError("NoteViewController is made by its storyboard") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.title = note?.title
    navigationItem.largeTitleDisplayMode = .never
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}
