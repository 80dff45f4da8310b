#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// The counts the counter showed, one row each, from the storyboard's prototype cell; a row's
/// cell segue shows its count.
final class HistoryViewController: UITableViewController {
  var entries: [Int] = []
  private(set) var selectedEntries: [Int] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    entries.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
    (cell as? EntryCell)?.valueLabel.text = "\(entries[indexPath.row])"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectedEntries.append(entries[indexPath.row])
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let details = segue.destination as? DetailsViewController,
      let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
    else { return }
    details.count = entries[indexPath.row]
  }
}

/// A history row: its label is an outlet into the prototype's content view.
final class EntryCell: UITableViewCell {
  @IBOutlet weak var valueLabel: UILabel!
}
