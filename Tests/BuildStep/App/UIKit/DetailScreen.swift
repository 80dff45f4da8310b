import BuildStepLibrary
import UIKit

/// The app's subclass of the library's open screen.
final class DetailScreen: Screen {
  @IBOutlet weak var detailLabel: UILabel!
  private(set) var shared = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .action, target: self, action: #selector(share(_:)))
  }

  override func close(_ sender: Any) { super.close(sender) }

  @objc func share(_ sender: UIBarButtonItem) { shared += 1 }

  /// The selector of the label's getter, said in a message.
  var labelSelectorDescription: String { "getter: \(#selector(getter: detailLabel))" }

  /// The key path of the navigation item's title.
  static let textKeyPath = #keyPath(DetailScreen.navigationItem.title)
}

/// The picker's delegate: it implements one optional requirement of two.
final class PickerHost: UIViewController, PickerDelegate {
  private(set) var picked: [Int] = []
  func picker(_ picker: Picker, didPick item: Int) { picked.append(item) }
  func pickerDidAppear(_ picker: Picker) {}
}

/// A delegate that keeps the picker open.
final class KeepOpen: NSObject, PickerDelegate {
  func pickerDidAppear(_ picker: Picker) {}
  func pickerShouldClose(_ picker: Picker) -> Bool { false }
}

/// The app's own source, subclassing the library's NSObject root.
final class PagedSource: Source {
  override func reload() { super.reload() }
}

/// A presenter the app isolates to the main actor.
@MainActor final class CounterPresenter {
  private(set) var count = 0
  func increment() { count += 1 }
}

final class RootNavigationController: UINavigationController {}
