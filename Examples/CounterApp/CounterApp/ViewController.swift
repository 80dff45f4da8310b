import CounterKit
import UIKit

/// A counter: a label the storyboard connects (showing the count through the project's
/// local package, CounterKit), a button that counts, and a reset that asks first.
class ViewController: UIViewController {
  @IBOutlet private(set) var countLabel: UILabel!
  private(set) var count = 0 {
    didSet { countLabel.show(count: count) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Counter"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Reset", style: .plain, target: self, action: #selector(confirmReset))
    count = 0
  }

  @IBAction func increment(_ sender: UIButton) {
    count += 1
  }

  @objc private func confirmReset() {
    let alert = UIAlertController(
      title: "Reset the count?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in self?.count = 0 })
    present(alert, animated: true)
  }
}
