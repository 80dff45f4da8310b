import Foundation
import StoryboardRuntime

/// UIKit's `UICollectionViewCell`: an item's view, with its content view and selection; a
/// segue the cell triggers runs when a user selects its item.
open class CollectionViewCell: CollectionReusableView {
  /// Whether the cell is selected; a change asks for the configurations to be updated.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is highlighted; a change asks for the configurations to be updated.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }
  private var storedContentView: View?
  /// The segues selecting the cell triggers.
  var selectionSegues: [StoryboardSegueTarget] = []
  /// The view behind the content.
  open var backgroundView: View?
  /// The view behind a selected or highlighted cell.
  open var selectedBackgroundView: View?

  /// A cell's drag state (UIKit's `UICollectionViewCell.DragState`).
  public enum DragState: Int, Sendable {
    case none = 0, lifting, dragging
  }
  /// Called when the cell's drag state changes: never, as no drag is simulated.
  open func dragStateDidChange(_ dragState: DragState) {}

  /// The view that holds the cell's content: the storyboard's, or one made in code.
  open var contentView: View {
    if let storedContentView { return storedContentView }
    let made = View()
    addSubview(made)
    storedContentView = made
    return made
  }

  /// A cell of this class for a collection view's `register(_:forCellWithReuseIdentifier:)`,
  /// made with `init(frame:)`. Swift cannot call that initializer on a class value it does not
  /// require, so each subclass overrides this: the UIKitSources step writes the override into
  /// every cell class it compiles.
  open override class func makeRegisteredView(reuseIdentifier: String) -> CollectionReusableView {
    makeRegisteredCell(reuseIdentifier: reuseIdentifier)
  }

  /// A cell of this class for a registration (see ``makeRegisteredView(reuseIdentifier:)``).
  open class func makeRegisteredCell(reuseIdentifier: String) -> CollectionViewCell {
    let cell = CollectionViewCell(frame: .zero)
    cell.reuseIdentifier = reuseIdentifier
    return cell
  }

  /// Takes the storyboard's content view (`<collectionViewCellContentView key="contentView">`).
  func adoptContentView(_ view: View) {
    storedContentView?.removeFromSuperview()
    storedContentView = view
    addSubview(view)
  }

  /// Whether the content configuration follows the cell's state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration follows the cell's state.
  open var automaticallyUpdatesBackgroundConfiguration = true

  // MARK: - Content and background configurations (iOS 14)

  /// Updates the cell's configurations for its state (the type of ``configurationUpdateHandler``).
  public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void
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
  /// The cell's state: selected, highlighted, with its traits.
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: TraitCollection.unspecifiedTraits)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }
  /// The background configuration of a plain list's cell.
  open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }
  /// Asks for the configurations to be updated for the cell's state, as a table view cell's
  /// (``TableViewCell/setNeedsUpdateConfiguration()``): at once, ``updateConfiguration(using:)``
  /// then ``configurationUpdateHandler``.
  open func setNeedsUpdateConfiguration() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }
  /// Updates the configurations for `state`: those that follow the state are updated for it.
  /// A subclass overrides it to set its configurations.
  open func updateConfiguration(using state: CellConfigurationState) {
    configurations.update(
      for: state, content: automaticallyUpdatesContentConfiguration,
      background: automaticallyUpdatesBackgroundConfiguration, in: contentView)
  }
}
