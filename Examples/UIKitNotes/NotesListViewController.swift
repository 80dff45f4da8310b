#if canImport(UIKit)
  import UIKit
#else
  import StoryboardsUIKit
#endif

/// A note of the app.
struct Note: Equatable {
  var title: String
}

/// The list of notes: an Add button, an Edit button, a Delete All alert and a Share sheet.
final class NotesListViewController: UITableViewController {
  var notes = [Note(title: "Groceries"), Note(title: "Ideas")]
  private(set) var shareButton: UIBarButtonItem!

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = editButtonItem
    let add = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction(title: "Add") { [unowned self] _ in addNote() })
    shareButton = UIBarButtonItem(
      image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self,
      action: Selector(("share")))
    navigationItem.rightBarButtonItems = [add, shareButton]
    toolbarItems = [
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(title: "Delete All", style: .plain, target: self, action: nil),
    ]
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    navigationController?.setToolbarHidden(!editing, animated: animated)
  }

  func addNote() {
    let alert = UIAlertController(title: "New Note", message: nil, preferredStyle: .alert)
    alert.addTextField { textField in textField.placeholder = "Title" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { [unowned self, unowned alert] _ in
        notes.append(Note(title: alert.textFields?.first?.text ?? ""))
      })
    present(alert, animated: true)
  }

  func confirmDeleteAll() {
    let alert = UIAlertController(
      title: "Delete all notes?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in notes.removeAll() })
    alert.preferredAction = alert.actions.last
    present(alert, animated: true, completion: nil)
  }

  func share() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.popoverPresentationController?.barButtonItem = shareButton
    present(sheet, animated: true)
  }

  func open(row: Int) {
    performSegue(withIdentifier: "showNote", sender: IndexPath(row: row, section: 0))
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showNote", let indexPath = sender as? IndexPath,
      let noteViewController = segue.destination as? NoteViewController
    {
      noteViewController.note = notes[indexPath.row]
    }
  }
}
