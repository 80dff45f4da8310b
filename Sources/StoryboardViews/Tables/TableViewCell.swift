import Foundation
import StoryboardRuntime

/// UIKit's `UITableViewCell`: a row's view, with its content view, labels and selection. A
/// storyboard cell's subviews live in its content view; a segue the cell triggers runs when
/// a user selects its row.
open class TableViewCell: View {
  /// UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// A label on the left.
    case `default` = 0
    /// A label and a detail label on the right.
    case value1 = 1
    /// A detail label and a label.
    case value2 = 2
    /// A label and a subtitle below it.
    case subtitle = 3
  }

  /// UIKit's `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// UIKit's `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none = 0
    /// Blue.
    case blue = 1
    /// Gray.
    case gray = 2
    /// The default.
    case `default` = 3
  }

  /// The identifier the table view dequeues the cell by.
  open private(set) var reuseIdentifier: String?

  /// Takes `identifier` as its reuse identifier when the nib it came from gave it none.
  func adoptReuseIdentifier(_ identifier: String) {
    if reuseIdentifier == nil { reuseIdentifier = identifier }
  }
  /// The view that holds the cell's content: the storyboard's content view, or one made in
  /// code.
  open var contentView: View {
    if let storedContentView { return storedContentView }
    let made = View()
    addSubview(made)
    storedContentView = made
    return made
  }
  /// The main label (for the built-in styles), made on first use.
  open var textLabel: Label? { label(&storedTextLabel) }
  /// The detail label (for the styles that have one), made on first use.
  open var detailTextLabel: Label? {
    style == .default ? nil : label(&storedDetailTextLabel)
  }
  /// The accessory.
  open var accessoryType: AccessoryType = .none
  /// The selection style.
  open var selectionStyle: SelectionStyle = .default
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  private let style: CellStyle
  private var storedTextLabel: Label?
  private var storedDetailTextLabel: Label?
  /// The segues selecting the cell triggers.
  var selectionSegues: [StoryboardSegueTarget] = []

  /// A cell of `style`, dequeued by `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    _ = contentView
  }

  /// A default cell with `frame`.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// A default cell.
  public convenience override init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// A cell from a storyboard's `<tableViewCell>`: its reuse identifier, style, accessory and
  /// selection style; its content view is the storyboard's.
  public required init?(coder: NSCoder) {
    let storyboard = coder as? SceneObjectCoder
    reuseIdentifier = storyboard?.string("reuseIdentifier")
    style =
      switch storyboard?.string("style") {
      case "IBUITableViewCellStyleValue1": .value1
      case "IBUITableViewCellStyleValue2": .value2
      case "IBUITableViewCellStyleSubtitle": .subtitle
      default: .default
      }
    super.init(coder: coder)
    accessoryType =
      switch storyboard?.string("accessoryType") {
      case "disclosureIndicator": .disclosureIndicator
      case "detailDisclosureButton": .detailDisclosureButton
      case "checkmark": .checkmark
      case "detailButton": .detailButton
      default: .none
      }
    if storyboard?.string("selectionStyle") == "none" { selectionStyle = .none }
  }

  /// A cell of this class for a table view's `register(_:forCellReuseIdentifier:)`,
  /// made with `init(style:reuseIdentifier:)`. Swift cannot call that initializer on a
  /// class value it does not require, so each subclass overrides this: the UIKitSources step
  /// writes the override into every cell class it compiles.
  open class func makeRegisteredCell(reuseIdentifier: String) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Selects or deselects the cell; a change asks for the configurations to be updated.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != isSelected else { return }
    isSelected = selected
    setNeedsUpdateConfiguration()
  }

  /// Highlights or unhighlights the cell; a change asks for the configurations to be updated.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != isHighlighted else { return }
    isHighlighted = highlighted
    setNeedsUpdateConfiguration()
  }

  /// Called before the table view hands the cell out again; reset what a row set.
  open func prepareForReuse() {}

  // MARK: - Accessories, backgrounds and editing, kept as data

  /// The image view of the built-in styles, made on first use.
  open var imageView: ImageView? {
    if let storedImageView { return storedImageView }
    let made = ImageView()
    contentView.addSubview(made)
    storedImageView = made
    return made
  }
  private var storedImageView: ImageView?
  /// A custom accessory, shown in place of ``accessoryType``'s.
  open var accessoryView: View?
  /// The accessory while editing.
  open var editingAccessoryType: AccessoryType = .none
  /// A custom accessory while editing.
  open var editingAccessoryView: View?
  /// The view behind the content.
  open var backgroundView: View?
  /// The view behind a selected cell.
  open var selectedBackgroundView: View?
  /// The view behind a cell selected among several.
  open var multipleSelectionBackgroundView: View?
  /// The editing control the cell shows: the table's delegate decides it; none by default.
  open var editingStyle: EditingStyle { isEditing ? .delete : .none }
  /// Whether the cell shows a reordering control while editing.
  open var showsReorderControl = false
  /// Whether the cell indents while editing.
  open var shouldIndentWhileEditing = true
  /// The content's indentation level.
  open var indentationLevel = 0
  /// The width of one indentation level.
  open var indentationWidth: CGFloat = 10
  /// The separator's insets.
  open var separatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// Whether the cell is in editing mode.
  open var isEditing = false
  /// Whether the cell shows its delete button: never, as no swipe is simulated.
  open var showingDeleteConfirmation: Bool { false }
  /// How the cell draws focus.
  open var focusStyle = FocusStyle.default
  /// Whether the cell takes touches while dragged.
  open var userInteractionEnabledWhileDragging = false

  /// Enters or leaves editing mode, telling ``willTransition(to:)`` and
  /// ``didTransition(to:)`` the state with its edit control.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != isEditing else { return }
    let state: StateMask = editing ? .showingEditControl : []
    willTransition(to: state)
    isEditing = editing
    didTransition(to: state)
    setNeedsUpdateConfiguration()
  }
  /// Called before the cell shows or hides its edit control or delete button.
  open func willTransition(to state: StateMask) {}
  /// Called after the cell showed or hid its edit control or delete button.
  open func didTransition(to state: StateMask) {}
  /// Called when the cell's drag state changes: never, as no drag is simulated.
  open func dragStateDidChange(_ dragState: DragState) {}

  /// The content view, once made or read from the storyboard.
  private var storedContentView: View?

  /// Takes the storyboard's content view (`<tableViewCellContentView key="contentView">`).
  func adoptContentView(_ view: View) {
    storedContentView?.removeFromSuperview()
    storedContentView = view
    addSubview(view)
  }

  private func label(_ storage: inout Label?) -> Label {
    if let storage { return storage }
    let made = Label()
    contentView.addSubview(made)
    storage = made
    return made
  }

  /// Whether the content configuration follows the cell's state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration follows the cell's state.
  open var automaticallyUpdatesBackgroundConfiguration = true

  // MARK: - Content and background configurations (iOS 14)

  /// Updates the cell's configurations for its state (the type of ``configurationUpdateHandler``).
  public typealias ConfigurationUpdateHandler = (TableViewCell, CellConfigurationState) -> Void
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
  /// The cell's state: selected, highlighted, editing, with its traits.
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: TraitCollection.unspecifiedTraits)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }
  /// The content configuration of the cell's style: text, with a secondary text for the
  /// subtitle and value styles.
  open func defaultContentConfiguration() -> ListContentConfiguration {
    switch style {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    default: .cell()
    }
  }
  /// The background configuration of a plain list's cell.
  open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }
  /// Asks for the configurations to be updated for the cell's state, "called automatically
  /// when the cell's `configurationState` may have changed" (UITableViewCell.h): here at once,
  /// ``updateConfiguration(using:)`` then ``configurationUpdateHandler`` ("called after
  /// -updateConfigurationUsingState:"). A table calls it before it hands a cell out.
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
