import UIKit

/// A checklist: its table's data source is an object of the storyboard's scene, its buttons'
/// actions take an `AnyObject` sender as older Xcode templates wrote them, and its About item
/// shows a scene through a segue.
final class ChecklistViewController: UIViewController {
  @IBOutlet private(set) weak var tableView: UITableView!
  @IBOutlet private(set) weak var addButton: UIButton!
  @IBOutlet private(set) weak var clearButton: UIButton!
  @IBOutlet private(set) var dataSource: ChecklistDataSource!

  @IBAction func addItem(_ sender: AnyObject) {
    // The button's tag numbers the items from one.
    dataSource.items.append("Item \(dataSource.items.count + sender.tag)")
    tableView.reloadData()
  }

  @IBAction func clearAll(_ sender: AnyObject) {
    let alert = UIAlertController(
      title: "Clear the list?", message: nil, preferredStyle: .actionSheet)
    alert.addAction(
      UIAlertAction(title: "Clear", style: .destructive) { [weak self] _ in
        self?.dataSource.items.removeAll()
        self?.tableView.reloadData()
      })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.popoverPresentationController?.sourceView = sender as? UIView
    alert.popoverPresentationController?.sourceRect = sender.bounds
    present(alert, animated: true)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showAbout", let about = segue.destination as? AboutViewController {
      about.itemCount = dataSource.items.count
    }
  }
}
