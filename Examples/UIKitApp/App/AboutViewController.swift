import UIKit

/// Says how many items the checklist has.
final class AboutViewController: UIViewController {
  @IBOutlet private(set) weak var countLabel: UILabel!
  var itemCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    countLabel.text = itemCount == 1 ? "1 item" : "\(itemCount) items"
  }
}
