import Foundation

/// UIKit's `UITableViewHeaderFooterView`: a reusable section header or footer.
open class TableViewHeaderFooterView: View {
  /// The identifier the table view dequeues the view by.
  public private(set) var reuseIdentifier: String?
  /// The view that holds the content.
  public let contentView = View()
  /// The main label, made on first use.
  open var textLabel: Label? { label(&storedTextLabel) }
  /// The detail label, made on first use.
  open var detailTextLabel: Label? { label(&storedDetailTextLabel) }
  /// The view behind the content.
  open var backgroundView: View?
  /// Whether the content configuration follows state changes.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration follows state changes.
  open var automaticallyUpdatesBackgroundConfiguration = true
  private var storedTextLabel: Label?
  private var storedDetailTextLabel: Label?

  /// A view dequeued by `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }
  /// A view with no reuse identifier.
  public convenience override init(frame: CGRect) { self.init(reuseIdentifier: nil) }
  /// A view with no reuse identifier.
  public convenience override init() { self.init(reuseIdentifier: nil) }
  /// A view from a storyboard or nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Called before the table view hands the view out again.
  open func prepareForReuse() {}
  /// Asks for the configurations to be updated: they are data here.
  open func setNeedsUpdateConfiguration() {}

  /// A view of this class for ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)``,
  /// made with `init(reuseIdentifier:)`: each subclass overrides it (the UIKitSources step
  /// writes the override into every subclass it compiles).
  open class func makeRegisteredView(reuseIdentifier: String) -> TableViewHeaderFooterView {
    TableViewHeaderFooterView(reuseIdentifier: reuseIdentifier)
  }

  private func label(_ storage: inout Label?) -> Label {
    if let storage { return storage }
    let made = Label()
    contentView.addSubview(made)
    storage = made
    return made
  }
}
