import UIKit

/// A controller whose view is its nib's, `BadgeView.xib`, which UIKit finds by the class's name
/// without "Controller" when the controller is made with `init()`.
class BadgeViewController: UIViewController {
  @IBOutlet private(set) var countLabel: UILabel!
  private(set) var count = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    countLabel.text = "\(count)"
  }

  @IBAction func increment(_ sender: UIButton) {
    count += 1
    countLabel.text = "\(count)"
  }
}
