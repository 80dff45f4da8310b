import Foundation
import StoryboardRuntime

/// UIKit's `UITableViewHeaderFooterView`: a reusable section header or footer.
open class TableViewHeaderFooterView: View {
  /// The identifier the table view dequeues the view by.
  open private(set) var reuseIdentifier: String?
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
  /// A view with no reuse identifier, with `frame`.
  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }
  /// A view with no reuse identifier.
  public convenience override init() { self.init(reuseIdentifier: nil) }
  /// A view from a storyboard or nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Called before the table view hands the view out again.
  open func prepareForReuse() {}

  /// A view of this class for `register(_:forHeaderFooterViewReuseIdentifier:)`,
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

  // MARK: - Content and background configurations (iOS 14)

  /// Updates the view's configurations for its state (the type of ``configurationUpdateHandler``).
  public typealias ConfigurationUpdateHandler = (TableViewHeaderFooterView, ViewConfigurationState)
    -> Void
  private var configurations = CellConfigurations()
  /// The content configuration; setting it shows it in the content view.
  open var contentConfiguration: (any ContentConfiguration)? {
    get { configurations.content }
    set { configurations.show(newValue, in: contentView) }
  }
  /// The background configuration.
  open var backgroundConfiguration: BackgroundConfiguration? {
    get { configurations.background }
    set { configurations.background = newValue }
  }
  /// Called to update the configurations when the state changes, after
  /// ``updateConfiguration(using:)``; setting it asks for an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The view's state, with its traits.
  open var configurationState: ViewConfigurationState {
    ViewConfigurationState(traitCollection: TraitCollection.unspecifiedTraits)
  }
  /// The content configuration of a grouped list's header.
  open func defaultContentConfiguration() -> ListContentConfiguration { .groupedHeader() }
  /// Asks for the configurations to be updated: at once, ``updateConfiguration(using:)`` then
  /// ``configurationUpdateHandler``.
  open func setNeedsUpdateConfiguration() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }
  /// Updates the configurations for `state`: those that follow the state are updated for it.
  open func updateConfiguration(using state: ViewConfigurationState) {
    configurations.update(
      for: state, content: automaticallyUpdatesContentConfiguration,
      background: automaticallyUpdatesBackgroundConfiguration, in: contentView)
  }
}
