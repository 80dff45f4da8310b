import Foundation

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
  public private(set) var buttonType: ButtonType = .system
  /// The button's menu, shown by a long press or, with ``Control/showsMenuAsPrimaryAction``,
  /// by a tap.
  open var menu: Menu?
  private var titles: [State: String] = [:]
  private var images: [State: Image] = [:]

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
}
