import UIKit

/// The checklist's items, shown by the table it is the data source of: an "Object" of the
/// storyboard's scene, connected to the table and the controller by outlets.
final class ChecklistDataSource: NSObject, UITableViewDataSource {
  var items: [String] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}
