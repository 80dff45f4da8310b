import Foundation

/// UIKit's `UITableViewController`: a controller whose view is a table view, and its data
/// source and delegate. A storyboard's `<tableViewController>` brings its table (prototypes or
/// static cells); for a static table the controller's data source answers with the storyboard's
/// cells, as UIKit's does. Override the data source and delegate methods as in UIKit.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private var initialStyle: TableView.Style = .plain

  /// A controller whose table has `style`.
  public init(style: TableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller from a storyboard scene.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The table view: the controller's view.
  open var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// Loads the storyboard's table, or makes one; the controller becomes its data source and
  /// delegate unless the storyboard connects others.
  open override func loadView() {
    super.loadView()
    let table = viewIfLoaded as? TableView ?? TableView(frame: .zero, style: initialStyle)
    if viewIfLoaded !== table { view = table }
    if table.dataSource == nil { table.dataSource = self }
    if table.delegate == nil { table.delegate = self }
  }

  // MARK: - Data source

  /// The static table's sections, or one.
  open func numberOfSections(in tableView: TableView) -> Int {
    tableView.staticSections?.count ?? 1
  }

  /// The static table's rows in `section`, or none.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard let sections = tableView.staticSections, sections.indices.contains(section) else {
      return 0
    }
    return sections[section].count
  }

  /// The static table's cell, or an empty cell.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let sections = tableView.staticSections, sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.row)
    else { return TableViewCell(style: .default, reuseIdentifier: nil) }
    return sections[indexPath.section][indexPath.row]
  }

  /// No header title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  // MARK: - Delegate

  /// Selects `indexPath`.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  /// Nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// Deselects `indexPath`.
  open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Nothing.
  open func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}
