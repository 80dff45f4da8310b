import UIKit

/// The template's view controller, with a greeting the storyboard connects.
class ViewController: UIViewController {
  @IBOutlet private(set) var greetingLabel: UILabel!

  override func viewDidLoad() {
    super.viewDidLoad()
    // Do any additional setup after loading the view.
    greetingLabel.text = NSLocalizedString("greeting", comment: "The home screen's greeting")
  }

  @IBAction func wave(_ sender: Any) {
    greetingLabel.text = "👋"
  }
}
