#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// A counter whose every control comes from the storyboard: outlets, an outlet collection,
/// actions with and without a sender, a nil-targeted action, a gesture recognizer, a button
/// segue, a bar button item segue and an unwind.
final class CounterViewController: UIViewController {
  @IBOutlet private(set) weak var countLabel: UILabel!
  @IBOutlet private(set) weak var stepSwitch: UISwitch!
  @IBOutlet private(set) weak var modeControl: UISegmentedControl!
  @IBOutlet private(set) weak var shareItem: UIBarButtonItem!
  @IBOutlet private(set) var counterButtons: [UIButton]!
  /// The storyboard's "Object" beside the counter, which shows the count in its label.
  @IBOutlet private(set) var formatter: CountFormatter!

  private(set) var count = 0 {
    didSet {
      formatter.show(count)
      history.append(count)
    }
  }
  /// Every count the counter showed, oldest first.
  private(set) var history: [Int] = []
  private(set) var shares = 0
  private(set) var preparedDestinations: [String] = []
  private(set) var unwinds = 0

  private var step: Int {
    (stepSwitch.isOn ? 1 : 2) * (modeControl.selectedSegmentIndex == 1 ? 10 : 1)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    formatter.show(count)
  }

  @IBAction private func add(_ sender: UIButton) {
    count += step
  }

  @IBAction func reset() {
    count = 0
  }

  @IBAction private func stepChanged(_ sender: UISwitch) {
    countLabel.accessibilityIdentifier = sender.isOn ? "countLabel" : "countLabel-double"
  }

  @IBAction func modeChanged(_ sender: UISegmentedControl) {
    count = 0
  }

  @IBAction private func share(_ sender: UIBarButtonItem) {
    shares += 1
  }

  @objc private func countTapped(_ recognizer: UITapGestureRecognizer) {
    count += 100
  }

  @IBAction func unwindToCounter(_ segue: UIStoryboardSegue) {
    unwinds += 1
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if let details = segue.destination as? DetailsViewController {
      details.count = count
    }
    if let list = segue.destination as? HistoryViewController {
      list.entries = history
    }
    preparedDestinations.append(segue.identifier ?? "")
  }
}
