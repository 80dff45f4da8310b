import Foundation
import StoryboardRuntime

/// UIKit's `UIButton`: titles and images per state, kept as data, and its actions. A storyboard
/// button's `<state>` titles and images are read; a tap (``Control/sendActions(for:)`` with
/// `.touchUpInside`) sends its actions and triggers its segue.
open class Button: Control {
  /// UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// A custom button.
    case custom = 0
    /// A system button.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// A light info button.
    case infoLight = 3
    /// A dark info button.
    case infoDark = 4
    /// A contact-add button.
    case contactAdd = 5
    /// A plain button.
    case plain = 6
    /// A close button.
    case close = 7
    /// A rounded-rect button (iOS 6; a system button since).
    public static let roundedRect = ButtonType.system
  }

  /// The button's type.
  open private(set) var buttonType: ButtonType = .system
  /// The button's menu, shown by a long press or, with ``Control/showsMenuAsPrimaryAction``,
  /// by a tap.
  open var menu: Menu?
  private var titles: [State: String] = [:]
  private var images: [State: Image] = [:]
  /// What the button keeps beyond its titles and images, made on first use.
  private var storedAppearance: ButtonAppearance?

  /// A system button.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A system button.
  public override init() { super.init() }

  /// The button's configuration (iOS 15); setting it asks for ``updateConfiguration()``.
  open var configuration: Configuration? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Called to update ``configuration`` when the button's state changes, instead of
  /// ``updateConfiguration()``'s default.
  open var configurationUpdateHandler: ((Button) -> Void)?
  /// Whether the configuration follows the button's state.
  open var automaticallyUpdatesConfiguration = true

  /// Asks for the configuration to be updated: the update runs at once, as nothing waits for a
  /// layout pass here.
  open func setNeedsUpdateConfiguration() { updateConfiguration() }

  /// Updates the configuration: calls ``configurationUpdateHandler`` if set. Override it to
  /// change ``configuration`` for the button's state.
  open func updateConfiguration() { configurationUpdateHandler?(self) }

  /// A system button with `configuration` and, optionally, `primaryAction` for
  /// `.primaryActionTriggered`.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A button from a storyboard's `<button>`: its type, its titles and images per state, and
  /// its `<buttonConfiguration>`'s style, title and subtitle.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    buttonType =
      switch coder.string("buttonType") {
      case "system", "roundedRect", nil: .system
      case "detailDisclosure": .detailDisclosure
      case "infoLight": .infoLight
      case "infoDark": .infoDark
      case "contactAdd": .contactAdd
      case "close": .close
      default: .custom
      }
    for (key, attributes) in coder.object.states {
      if key == "configuration" {
        // A `<buttonConfiguration>`: its style, title and subtitle.
        configuration = Configuration(storyboardAttributes: attributes)
        continue
      }
      guard let state = State(storyboardKey: key) else { continue }
      titles[state] = attributes["title"]
      images[state] = attributes["image"].flatMap { Image(named: $0) }
    }
  }

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: State) { titles[state] = title }

  /// The title for `state`, or the normal state's when it has none (as UIKit falls back).
  open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }

  /// Sets the image shown in `state`.
  open func setImage(_ image: Image?, for state: State) { images[state] = image }

  /// The image for `state`, or the normal state's.
  open func image(for state: State) -> Image? { images[state] ?? images[.normal] }

  /// The image shown now.
  open var currentImage: Image? { image(for: state) }

  // MARK: - Per-state appearance and content, kept as data

  /// Sets the attributed title shown in `state`.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    appearance.attributedTitles[state] = title
  }
  /// The attributed title for `state`, or the normal state's.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    storedAppearance?.attributedTitles[state] ?? storedAppearance?.attributedTitles[.normal]
  }
  /// The attributed title shown now.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// Sets the title colour of `state`.
  open func setTitleColor(_ color: Color?, for state: State) {
    appearance.titleColors[state] = color
  }
  /// The title colour of `state`, or the normal state's.
  open func titleColor(for state: State) -> Color? {
    storedAppearance?.titleColors[state] ?? storedAppearance?.titleColors[.normal]
  }
  /// The title colour now: the state's, else the tint colour of a system button, else white.
  open var currentTitleColor: Color {
    titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor ?? .systemBlue)
  }
  /// Sets the title shadow colour of `state`.
  open func setTitleShadowColor(_ color: Color?, for state: State) {
    appearance.titleShadowColors[state] = color
  }
  /// The title shadow colour of `state`, or the normal state's.
  open func titleShadowColor(for state: State) -> Color? {
    storedAppearance?.titleShadowColors[state] ?? storedAppearance?.titleShadowColors[.normal]
  }
  /// The title shadow colour now.
  open var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
  /// Sets the background image of `state`.
  open func setBackgroundImage(_ image: Image?, for state: State) {
    appearance.backgroundImages[state] = image
  }
  /// The background image of `state`, or the normal state's.
  open func backgroundImage(for state: State) -> Image? {
    storedAppearance?.backgroundImages[state] ?? storedAppearance?.backgroundImages[.normal]
  }
  /// The background image now.
  open var currentBackgroundImage: Image? { backgroundImage(for: state) }
  /// Sets the symbol configuration of the image of `state`.
  open func setPreferredSymbolConfiguration(
    _ configuration: Image.SymbolConfiguration?, forImageIn state: State
  ) { appearance.symbolConfigurations[state] = configuration }
  /// The symbol configuration of the image of `state`, or the normal state's.
  open func preferredSymbolConfigurationForImage(in state: State) -> Image.SymbolConfiguration? {
    storedAppearance?.symbolConfigurations[state] ?? storedAppearance?.symbolConfigurations[.normal]
  }
  /// The symbol configuration of the image now.
  open var currentPreferredSymbolConfiguration: Image.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
  }

  /// The label of the title: made on first use, showing ``currentTitle``.
  open var titleLabel: Label? {
    let label = appearance.titleLabel ?? makeSubview(Label(), keep: { appearance.titleLabel = $0 })
    label.text = currentTitle
    return label
  }
  /// The label of the configuration's subtitle, when the configuration has one.
  open var subtitleLabel: Label? {
    guard let subtitle = configuration?.subtitle else { return nil }
    let label =
      appearance.subtitleLabel ?? makeSubview(Label(), keep: { appearance.subtitleLabel = $0 })
    label.text = subtitle
    return label
  }
  /// The view of the image: made on first use, showing ``currentImage``.
  open var imageView: ImageView? {
    let view =
      appearance.imageView ?? makeSubview(ImageView(), keep: { appearance.imageView = $0 })
    view.image = currentImage
    return view
  }

  /// The button's menu, as its context menu interaction's.
  open override func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration? {
    guard let menu else { return nil }
    return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
  }

  /// What the button means in its context (UIKit's `UIButton.Role`).
  public enum Role: Int, Sendable {
    case normal = 0, primary, cancel, destructive
  }
  /// Updates the configuration (the type of ``configurationUpdateHandler``).
  public typealias ConfigurationUpdateHandler = (Button) -> Void
  /// The button's role.
  open var role: Role {
    get { storedAppearance?.role ?? .normal }
    set { appearance.role = newValue }
  }
  /// How the button looks on a Mac: the preferred style, else the platform's.
  open var behavioralStyle: BehavioralStyle {
    preferredBehavioralStyle == .automatic ? .pad : preferredBehavioralStyle
  }
  /// The style the app prefers.
  open var preferredBehavioralStyle: BehavioralStyle {
    get { storedAppearance?.preferredBehavioralStyle ?? .automatic }
    set { appearance.preferredBehavioralStyle = newValue }
  }
  /// Whether a tap toggles ``Control/isSelected`` before the primary action.
  open var changesSelectionAsPrimaryAction: Bool {
    get { storedAppearance?.changesSelectionAsPrimaryAction ?? false }
    set { appearance.changesSelectionAsPrimaryAction = newValue }
  }
  /// The order of the menu's elements.
  open var preferredMenuElementOrder: ContextMenuConfiguration.ElementOrder {
    get { storedAppearance?.preferredMenuElementOrder ?? .automatic }
    set { appearance.preferredMenuElementOrder = newValue }
  }
  /// The insets of the content (deprecated in iOS 15).
  open var contentEdgeInsets: EdgeInsets {
    get { storedAppearance?.contentEdgeInsets ?? .zero }
    set { appearance.contentEdgeInsets = newValue }
  }
  /// The insets of the title (deprecated in iOS 15).
  open var titleEdgeInsets: EdgeInsets {
    get { storedAppearance?.titleEdgeInsets ?? .zero }
    set { appearance.titleEdgeInsets = newValue }
  }
  /// The insets of the image (deprecated in iOS 15).
  open var imageEdgeInsets: EdgeInsets {
    get { storedAppearance?.imageEdgeInsets ?? .zero }
    set { appearance.imageEdgeInsets = newValue }
  }
  /// Whether the title shadow reverses when highlighted (deprecated in iOS 15).
  open var reversesTitleShadowWhenHighlighted: Bool {
    get { storedAppearance?.reversesTitleShadowWhenHighlighted ?? false }
    set { appearance.reversesTitleShadowWhenHighlighted = newValue }
  }
  /// Whether the image darkens when highlighted (deprecated in iOS 15).
  open var adjustsImageWhenHighlighted: Bool {
    get { storedAppearance?.adjustsImageWhenHighlighted ?? true }
    set { appearance.adjustsImageWhenHighlighted = newValue }
  }
  /// Whether the image dims when disabled (deprecated in iOS 15).
  open var adjustsImageWhenDisabled: Bool {
    get { storedAppearance?.adjustsImageWhenDisabled ?? true }
    set { appearance.adjustsImageWhenDisabled = newValue }
  }
  /// Whether a touch glows (deprecated in iOS 15).
  open var showsTouchWhenHighlighted: Bool {
    get { storedAppearance?.showsTouchWhenHighlighted ?? false }
    set { appearance.showsTouchWhenHighlighted = newValue }
  }
  /// Whether the pointer effects are on (iPad).
  open var isPointerInteractionEnabled: Bool {
    get { storedAppearance?.isPointerInteractionEnabled ?? false }
    set { appearance.isPointerInteractionEnabled = newValue }
  }
  /// Whether a pointer hovers over the button: never, as no pointer is simulated.
  open var isHovered: Bool { false }
  /// Whether the button is held down for its menu: never.
  open var isHeld: Bool { false }

  /// The rectangle of the content: the bounds (geometry is data here).
  open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the background: the bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the title: the content's.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
  /// The rectangle of the image: the content's.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }

  /// A system button showing `image` that sends `action` to `target` on `.touchUpInside`.
  open class func systemButton(with image: Image, target: Any?, action: Selector?) -> Self {
    let button: Self
    if let made = Button(type: .system) as? Self {
      button = made
    } else if let made = Self(coder: SceneObjectCoder.standIn(for: "\(Self.self)")) {
      button = made
    } else {
      preconditionFailure("\(Self.self)'s init(coder:) returned nil")
    }
    button.setImage(image, for: .normal)
    if let action { button.addTarget(target, action: action, for: .touchUpInside) }
    return button
  }
  /// A button of `buttonType` that runs `primaryAction` on `.primaryActionTriggered`, titled
  /// and imaged as the action.
  public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
    self.init(type: buttonType)
    guard let primaryAction else { return }
    setTitle(primaryAction.title, for: .normal)
    setImage(primaryAction.image, for: .normal)
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  private var appearance: ButtonAppearance {
    if let storedAppearance { return storedAppearance }
    let made = ButtonAppearance()
    storedAppearance = made
    return made
  }

  private func makeSubview<Made: View>(_ view: Made, keep: (Made) -> Void) -> Made {
    addSubview(view)
    keep(view)
    return view
  }
}

extension Button: StandardAccessibilityRefining {
  /// A button reads its title, as a button.
  package func refineStandardAccessibility(
    _ inherited: (isElement: Bool, label: String?, traits: AccessibilityTraits)
  ) -> (isElement: Bool, label: String?, traits: AccessibilityTraits) {
    (true, currentTitle, inherited.traits.union(.button))
  }
}
