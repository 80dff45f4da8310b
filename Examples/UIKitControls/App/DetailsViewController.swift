#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// Shows the count it was given; its button unwinds to the counter.
final class DetailsViewController: UIViewController {
  @IBOutlet private weak var detailsLabel: UILabel!

  var count = 0

  var shownText: String? { detailsLabel?.text }

  override func viewDidLoad() {
    super.viewDidLoad()
    detailsLabel.text = "Count: \(count)"
  }
}
