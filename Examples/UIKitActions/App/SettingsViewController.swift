#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// A settings screen as an iOS team writes it: outlets, actions, `@objc` targets and
/// `#selector`. On Linux the same file compiles through UIKitSourcesPlugin.
final class SettingsViewController: UIViewController {
  @IBOutlet private weak var refreshItem: UIBarButtonItem!
  @IBOutlet var closeItem: UIBarButtonItem?
  @IBInspectable var accentName: String = "blue"

  private(set) var refreshes = 0
  private(set) var closed = false

  override func viewDidLoad() {
    super.viewDidLoad()
    let refresh = UIBarButtonItem(
      title: "Refresh", style: .plain, target: self, action: #selector(refresh(_:)))
    navigationItem.rightBarButtonItem = refresh
    refreshItem = refresh
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .close, target: self, action: #selector(close))
  }

  /// Whether the refresh item is the one the outlet holds.
  var refreshItemIsConnected: Bool { refreshItem === navigationItem.rightBarButtonItem }

  @objc private func refresh(_ sender: Any) {
    refreshes += 1
  }

  @IBAction func close() {
    closed = true
  }
}
